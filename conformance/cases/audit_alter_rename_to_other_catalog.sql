-- ALTER TABLE RENAME TO a name in another catalog
-- Pins down: where the renamed table ends up, or Flink's error.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c2 WITH ('type' = 'generic_in_memory');
CREATE TABLE t (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
ALTER TABLE t RENAME TO c2.`default`.t2;
SHOW TABLES;
SHOW TABLES FROM c2.`default`;
