-- SESSION in batch mode
-- Flink 2.3 runs session windows in streaming mode only: in batch mode both the TVF and a
-- window aggregate over it fail with a TableException.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
SELECT k, window_start, window_end, COUNT(*) AS n FROM TABLE(SESSION(TABLE ev PARTITION BY k, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY k, window_start, window_end;
