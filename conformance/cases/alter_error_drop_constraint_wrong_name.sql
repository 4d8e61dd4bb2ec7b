-- ALTER TABLE DROP CONSTRAINT with another name than the key's
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING COMMENT 'bee', ts TIMESTAMP(3), c AS a + 1, PRIMARY KEY (a) NOT ENFORCED, WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'datagen');
ALTER TABLE t DROP CONSTRAINT nope;
