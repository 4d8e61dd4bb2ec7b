-- ALTER TABLE DROP of columns, the watermark, the primary key and a named constraint
-- Pins down: DROP of one column and of a list; DROP WATERMARK; DROP PRIMARY KEY; DROP
-- CONSTRAINT by the key's generated name; what a column of a dropped key's nullability is.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING COMMENT 'bee', ts TIMESTAMP(3), c AS a + 1, PRIMARY KEY (a) NOT ENFORCED, WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'datagen');
ALTER TABLE t DROP c;
ALTER TABLE t ADD (d INT, e INT);
ALTER TABLE t DROP (d, e);
SHOW CREATE TABLE t;
ALTER TABLE t DROP WATERMARK;
ALTER TABLE t DROP PRIMARY KEY;
SHOW CREATE TABLE t;
DESCRIBE t;
ALTER TABLE t ADD PRIMARY KEY (b) NOT ENFORCED;
ALTER TABLE t DROP CONSTRAINT PK_b;
DESCRIBE t;
ALTER TABLE t DROP ts;
SHOW CREATE TABLE t;
