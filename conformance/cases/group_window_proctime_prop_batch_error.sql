-- TUMBLE_PROCTIME in batch mode
-- A batch group window has no processing time: Flink refuses the property.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW t AS SELECT * FROM (VALUES (1, TIMESTAMP '2024-01-01 00:00:00'), (2, TIMESTAMP '2024-01-01 00:00:04')) AS v(id, ts);
SELECT TUMBLE_PROCTIME(ts, INTERVAL '3' SECOND) AS pt, COUNT(*) AS n FROM t GROUP BY TUMBLE(ts, INTERVAL '3' SECOND);
