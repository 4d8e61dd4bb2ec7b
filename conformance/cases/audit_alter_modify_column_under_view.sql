-- ALTER TABLE MODIFY of a column's type under a view
-- Pins down: the view's declared type and the rows read through it afterwards.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT) WITH ('connector' = 'datagen', 'number-of-rows' = '2', 'fields.a.kind' = 'sequence', 'fields.a.start' = '1', 'fields.a.end' = '2');
CREATE VIEW v AS SELECT a FROM t;
ALTER TABLE t MODIFY a BIGINT;
DESCRIBE v;
SELECT a FROM v;
