-- A table hint whose name Flink does not know fails
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
SELECT * FROM gen /*+ NO_SUCH_HINT('a' = 'b') */;
