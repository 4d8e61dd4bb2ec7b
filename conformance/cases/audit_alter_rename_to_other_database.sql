-- ALTER TABLE RENAME TO a name in another database
-- Pins down: where the renamed table ends up, or Flink's error.
SET 'execution.runtime-mode' = 'batch';
CREATE DATABASE d2;
CREATE TABLE t (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
ALTER TABLE t RENAME TO d2.t2;
SHOW TABLES;
SHOW TABLES FROM d2;
