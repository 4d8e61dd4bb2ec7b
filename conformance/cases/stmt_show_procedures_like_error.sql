-- title: SHOW PROCEDURES IN a database with ILIKE, in the in-memory catalog
SET 'execution.runtime-mode' = 'batch';
SHOW PROCEDURES IN default_database ILIKE 'gen%';
