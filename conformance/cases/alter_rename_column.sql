-- ALTER TABLE RENAME col TO col2
-- Pins down: the column keeps its type, comment and place; the primary key follows the rename
-- and keeps its old name.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING COMMENT 'bee', m STRING METADATA VIRTUAL, PRIMARY KEY (a) NOT ENFORCED) WITH ('connector' = 'datagen');
ALTER TABLE t RENAME a TO a2;
ALTER TABLE t RENAME b TO `b two`;
ALTER TABLE t RENAME m TO m2;
SHOW CREATE TABLE t;
DESCRIBE t;
