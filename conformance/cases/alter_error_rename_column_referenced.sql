-- ALTER TABLE RENAME of a column a computed column uses
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING COMMENT 'bee', ts TIMESTAMP(3), c AS a + 1, PRIMARY KEY (a) NOT ENFORCED, WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'datagen');
ALTER TABLE t RENAME a TO a2;
