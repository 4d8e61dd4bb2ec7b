-- DROP TABLE of a table a view reads
-- Pins down: the drop succeeds; the view stays listed, and a query of it then fails.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
CREATE VIEW v AS SELECT a FROM t;
DROP TABLE t;
SHOW TABLES;
SELECT * FROM v;
