-- SELECT from db.t where db does not exist
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM nodb.t;
