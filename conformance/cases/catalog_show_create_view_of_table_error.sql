-- SHOW CREATE VIEW of a table
-- Pins down: Flink's message for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
CREATE VIEW v AS SELECT a FROM t;
SHOW CREATE VIEW t;
