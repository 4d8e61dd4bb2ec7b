-- SELECT from a missing table of an existing database, by a two-part name
SET 'execution.runtime-mode' = 'batch';
CREATE DATABASE db;
SELECT * FROM db.t;
