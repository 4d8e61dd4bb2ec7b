-- An OPTIONS hint needs key-value options
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
SELECT * FROM gen /*+ OPTIONS('number-of-rows') */;
