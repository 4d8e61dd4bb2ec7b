-- SELECT from a table in a catalog that does not exist
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM nocat.db.t;
