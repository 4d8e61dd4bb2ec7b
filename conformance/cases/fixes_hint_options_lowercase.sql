-- Hint names are matched ignoring case
-- options(...) is Flink's OPTIONS hint.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.min' = '1', 'fields.k.max' = '1');
SELECT COUNT(*) AS n FROM gen /*+ options('number-of-rows' = '2') */;
