-- DROP VIEW of a permanent view a temporary one shadows
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT 1 AS x;
CREATE TEMPORARY VIEW v AS SELECT 2 AS x;
DROP VIEW v;
