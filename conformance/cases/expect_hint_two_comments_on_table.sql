-- Two hint comments in a row after a table name
-- A learner writes each OPTIONS hint in its own comment.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '0');
SELECT k FROM t /*+ OPTIONS('number-of-rows' = '0') */ /*+ OPTIONS('rows-per-second' = '1') */;
