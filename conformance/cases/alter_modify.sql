-- ALTER TABLE MODIFY of columns, the watermark and the primary key
-- Pins down: MODIFY changes a column's type in place and keeps its comment when none is given;
-- FIRST and AFTER move it; a physical column may become computed; MODIFY WATERMARK and MODIFY
-- PRIMARY KEY replace them.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING COMMENT 'bee', ts TIMESTAMP(3), c AS a + 1, PRIMARY KEY (a) NOT ENFORCED, WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'datagen');
ALTER TABLE t MODIFY b INT;
SHOW CREATE TABLE t;
ALTER TABLE t MODIFY (ts TIMESTAMP(3) COMMENT 'time' FIRST, b STRING AFTER c);
SHOW CREATE TABLE t;
ALTER TABLE t MODIFY WATERMARK FOR ts AS ts - INTERVAL '2' SECOND;
ALTER TABLE t MODIFY PRIMARY KEY (a, b) NOT ENFORCED;
SHOW CREATE TABLE t;
ALTER TABLE t MODIFY c AS a + 10;
DESCRIBE t;
ALTER TABLE t MODIFY CONSTRAINT k2 PRIMARY KEY (b) NOT ENFORCED;
SHOW CREATE TABLE t;
