-- DROP VIEW of a view that does not exist
-- The learner drops a view twice.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT 1 AS x;
DROP VIEW v;
DROP VIEW v;
