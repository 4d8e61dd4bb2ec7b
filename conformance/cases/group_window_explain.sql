-- EXPLAIN of legacy group windows in streaming mode
-- Flink 2.3 keeps a GroupWindowAggregate (TumblingGroupWindow, SlidingGroupWindow,
-- SessionGroupWindow) over an Exchange, with all four window properties when the select list
-- reads any and none otherwise; the input projection has the window replaced by its time
-- column, and disappears when it only reads fields. The changelog is insert-only.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '9');
EXPLAIN SELECT TUMBLE_START(ts, INTERVAL '3' SECOND) AS ws, TUMBLE_END(ts, INTERVAL '3' SECOND) AS we, COUNT(*) AS n, SUM(id) AS s FROM ticks GROUP BY TUMBLE(ts, INTERVAL '3' SECOND);
EXPLAIN CHANGELOG_MODE SELECT id % 2 AS k, HOP_START(ts, INTERVAL '2' SECOND, INTERVAL '4' SECOND) AS ws, HOP_ROWTIME(ts, INTERVAL '2' SECOND, INTERVAL '4' SECOND) AS rt, COUNT(*) AS n FROM ticks GROUP BY HOP(ts, INTERVAL '2' SECOND, INTERVAL '4' SECOND), id % 2;
EXPLAIN SELECT SESSION_START(ts, INTERVAL '2' SECOND) AS ws, SESSION_END(ts, INTERVAL '2' SECOND) AS we, COUNT(*) AS n FROM ticks GROUP BY SESSION(ts, INTERVAL '2' SECOND);
EXPLAIN SELECT TUMBLE_END(ts, INTERVAL '3' SECOND) AS we, COUNT(*) AS n FROM ticks GROUP BY TUMBLE(ts, INTERVAL '3' SECOND), id % 2 HAVING COUNT(*) > 1 AND TUMBLE_START(ts, INTERVAL '3' SECOND) > TIMESTAMP '2024-01-01 00:00:00';
EXPLAIN SELECT id, COUNT(*) AS n FROM ticks GROUP BY id, TUMBLE(ts, INTERVAL '3' SECOND);
EXPLAIN SELECT TUMBLE_START(ts, INTERVAL '1' MINUTE) AS ws, COUNT(*) AS n FROM ticks WHERE id > 2 GROUP BY TUMBLE(ts, INTERVAL '1' MINUTE);
CREATE TABLE s (ws TIMESTAMP(3), n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's');
EXPLAIN CHANGELOG_MODE INSERT INTO s SELECT TUMBLE_START(ts, INTERVAL '3' SECOND), COUNT(*) FROM ticks GROUP BY TUMBLE(ts, INTERVAL '3' SECOND);
