-- Legacy group windows over a processing-time attribute in streaming mode
-- The window reads no column: Flink's plan adds PROCTIME() to the input as $f1, which the
-- window operator computes, and lists w$proctime instead of w$rowtime. Windows fire by the
-- clock only: when a bounded input ends before an hour passes, no window fires and the
-- queries return no rows.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE pt (id BIGINT, p AS PROCTIME()) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '9');
EXPLAIN SELECT TUMBLE_START(p, INTERVAL '1' HOUR) AS ws, COUNT(*) AS n FROM pt GROUP BY TUMBLE(p, INTERVAL '1' HOUR);
SELECT COUNT(*) AS n, SUM(id) AS s FROM pt GROUP BY TUMBLE(p, INTERVAL '1' HOUR);
SELECT id % 2 AS k, COUNT(*) AS n FROM pt GROUP BY id % 2, SESSION(p, INTERVAL '1' HOUR);
CREATE VIEW v AS SELECT TUMBLE_START(p, INTERVAL '1' HOUR) AS ws, TUMBLE_END(p, INTERVAL '1' HOUR) AS we FROM pt GROUP BY TUMBLE(p, INTERVAL '1' HOUR);
DESCRIBE v;
