-- DROP TABLE of a view
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT 1 AS x;
DROP TABLE v;
