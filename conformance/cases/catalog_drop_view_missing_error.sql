-- DROP VIEW of a missing view, and DROP TEMPORARY VIEW of a permanent one
-- DROP VIEW IF EXISTS is quiet; DROP TEMPORARY VIEW does not drop a permanent view.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT 1 AS x;
DROP VIEW IF EXISTS nothing_here;
SHOW VIEWS;
DROP TEMPORARY VIEW v;
