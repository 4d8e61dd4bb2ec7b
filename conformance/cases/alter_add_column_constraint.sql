-- ALTER TABLE ADD of a column with a column-level primary key
-- Pins down: Flink accepts it: the column is added NOT NULL and becomes the key, named PK_z.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE p ADD z INT PRIMARY KEY NOT ENFORCED;
SHOW CREATE TABLE p;
