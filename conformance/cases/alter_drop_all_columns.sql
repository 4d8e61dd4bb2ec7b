-- ALTER TABLE DROP of every column
-- Pins down: Flink accepts it and leaves a table with no columns, which SHOW CREATE TABLE and
-- DESCRIBE show.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING) WITH ('connector' = 'datagen');
ALTER TABLE t DROP (a, b);
SHOW CREATE TABLE t;
DESCRIBE t;
