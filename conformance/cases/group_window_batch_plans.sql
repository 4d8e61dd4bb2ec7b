-- Legacy group windows in batch mode: the plans Flink picks, and their rows
-- A hash window aggregate when every accumulator is of fixed length, else a sort window
-- aggregate (LISTAGG); in two phases without other keys, in one phase with them; a HOP whose
-- size and slide share a divisor sorts on the keys and the time in one phase; a HOP of size 5 s
-- and slide 2 s assigns every row to its windows. The batch windows ignore the watermark.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '19', 'number-of-rows' = '20');
EXPLAIN SELECT id % 2 AS k, TUMBLE_START(ts, INTERVAL '3' SECOND) AS ws, COUNT(*) AS n, MAX(id) AS mx FROM ticks GROUP BY id % 2, TUMBLE(ts, INTERVAL '3' SECOND);
EXPLAIN SELECT HOP_START(ts, INTERVAL '2' SECOND, INTERVAL '4' SECOND) AS ws, COUNT(*) AS n FROM ticks GROUP BY HOP(ts, INTERVAL '2' SECOND, INTERVAL '4' SECOND);
EXPLAIN SELECT TUMBLE_START(ts, INTERVAL '3' SECOND) AS ws, LISTAGG(CAST(id AS STRING)) AS ids FROM ticks GROUP BY TUMBLE(ts, INTERVAL '3' SECOND);
EXPLAIN SELECT COUNT(*) AS n FROM ticks GROUP BY TUMBLE(ts, INTERVAL '3' SECOND);
EXPLAIN SELECT HOP_START(ts, INTERVAL '2' SECOND, INTERVAL '5' SECOND) AS ws, COUNT(*) AS n FROM ticks GROUP BY HOP(ts, INTERVAL '2' SECOND, INTERVAL '5' SECOND);
SELECT id % 2 AS k, TUMBLE_START(ts, INTERVAL '3' SECOND) AS ws, COUNT(*) AS n, MAX(id) AS mx FROM ticks GROUP BY id % 2, TUMBLE(ts, INTERVAL '3' SECOND);
SELECT HOP_START(ts, INTERVAL '2' SECOND, INTERVAL '5' SECOND) AS ws, HOP_END(ts, INTERVAL '2' SECOND, INTERVAL '5' SECOND) AS we, COUNT(*) AS n, SUM(id) AS s FROM ticks GROUP BY HOP(ts, INTERVAL '2' SECOND, INTERVAL '5' SECOND);
SELECT TUMBLE_START(ts, INTERVAL '5' SECOND) AS ws, LISTAGG(CAST(id AS STRING)) AS ids FROM ticks GROUP BY TUMBLE(ts, INTERVAL '5' SECOND);
SELECT TUMBLE_END(ts, INTERVAL '4' SECOND) AS we, AVG(id) AS a FROM ticks WHERE id > 2 GROUP BY TUMBLE(ts, INTERVAL '4' SECOND) HAVING COUNT(*) > 2;
