-- ALTER TABLE DROP of a primary key column
-- Pins down: Flink's error for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING, PRIMARY KEY (a) NOT ENFORCED) WITH ('connector' = 'datagen');
ALTER TABLE t DROP a;
