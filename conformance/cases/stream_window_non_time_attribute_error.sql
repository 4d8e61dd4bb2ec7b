-- A window TVF over a column that is not a time attribute fails
-- ts is an ordinary TIMESTAMP column (no WATERMARK, not PROCTIME()); Flink requires a time
-- attribute for the window's DESCRIPTOR.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES (1, TIMESTAMP '2024-01-01 00:00:01')) AS v(id, ts);
SELECT window_start, COUNT(*) FROM TABLE(TUMBLE(TABLE t, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY window_start, window_end;
