-- EXPLAIN of window aggregates and window table-valued functions in streaming mode
-- A window aggregate is a LocalWindowAggregate and a GlobalWindowAggregate around an
-- Exchange, over the WatermarkAssigner; its changelog is insert-only. A TVF without an
-- aggregate is a WindowTableFunction; ORDER BY the rowtime is a TemporalSort.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector'='datagen','fields.id.kind'='sequence','fields.id.start'='0','fields.id.end'='9');
EXPLAIN SELECT window_start, window_end, COUNT(*) AS n, SUM(id) AS s FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '3' SECOND)) GROUP BY window_start, window_end;
EXPLAIN CHANGELOG_MODE SELECT window_start, window_end, id % 2 AS k, COUNT(*) AS n, MAX(id) AS mx FROM TABLE(HOP(TABLE ticks, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '4' SECOND)) GROUP BY window_start, window_end, id % 2;
EXPLAIN SELECT window_start, window_end, MIN(id) AS lo FROM TABLE(CUMULATE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '6' SECOND)) GROUP BY window_start, window_end;
EXPLAIN SELECT id, window_start, window_time FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '3' SECOND));
EXPLAIN SELECT id, ts FROM ticks ORDER BY ts;
CREATE TABLE s (window_start TIMESTAMP(3), window_end TIMESTAMP(3), n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's');
EXPLAIN INSERT INTO s SELECT window_start, window_end, COUNT(*) FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '3' SECOND)) WHERE id > 2 GROUP BY window_start, window_end;
