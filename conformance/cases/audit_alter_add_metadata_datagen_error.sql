-- ALTER TABLE ADD of a metadata column to a datagen table, then a read
-- Pins down: the ALTER succeeds and the read fails as for a metadata column declared in CREATE TABLE.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
ALTER TABLE t ADD m STRING METADATA VIRTUAL;
SELECT a FROM t;
SELECT * FROM t;
