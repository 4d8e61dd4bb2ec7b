-- CREATE TABLE with a stray word after the table name lists what may follow the name
-- A learner writes a word between the name and the column list.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t x (k INT) WITH ('connector' = 'blackhole');
