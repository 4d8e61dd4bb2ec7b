-- CREATE TEMPORARY TABLE ... AS SELECT
-- Pins down: Flink 2.3 refuses CTAS into a temporary table.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY TABLE c1 WITH ('connector' = 'blackhole') AS SELECT 1 AS a;
