-- ALTER TABLE RENAME TO of a table a view reads
-- Pins down: the view still names the old table, and reading it fails.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT) WITH ('connector' = 'datagen', 'number-of-rows' = '2');
CREATE VIEW v AS SELECT a FROM t;
ALTER TABLE t RENAME TO t2;
SELECT a FROM v;
