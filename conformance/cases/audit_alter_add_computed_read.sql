-- ALTER TABLE ADD of a computed column, and SET of an option, then a read
-- Pins down: the read computes the new column and uses the new option.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.a.kind' = 'sequence', 'fields.a.start' = '1', 'fields.a.end' = '3');
ALTER TABLE t ADD (b AS a * 10 COMMENT 'ten times', c AS a + 1 FIRST);
ALTER TABLE t SET ('number-of-rows' = '2', 'fields.a.end' = '2');
SELECT * FROM t;
