-- ALTER TABLE ADD of a column to a table a view reads with SELECT *
-- Pins down: the view keeps the columns it was created with.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '2', 'fields.a.kind' = 'sequence', 'fields.a.start' = '1', 'fields.a.end' = '2', 'fields.b.length' = '1');
CREATE VIEW v AS SELECT * FROM t;
ALTER TABLE t ADD c INT;
DESCRIBE v;
SELECT a FROM v;
SHOW CREATE VIEW v;
