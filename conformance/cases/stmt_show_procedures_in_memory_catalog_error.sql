-- title: SHOW PROCEDURES in the in-memory catalog, which has no procedures
SET 'execution.runtime-mode' = 'batch';
SHOW PROCEDURES;
