-- A hint comment with an unknown hint name after a table name, before its alias
-- Flink takes table hints after the table name; an unknown hint name there is checked.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '0');
SELECT a.k FROM t /*+ X */ AS a;
