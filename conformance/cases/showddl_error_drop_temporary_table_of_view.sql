-- DROP TEMPORARY TABLE of a temporary view
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT 1 AS x;
DROP TEMPORARY TABLE v;
