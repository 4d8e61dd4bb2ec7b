-- A reserved word as the table name of CREATE TABLE IF NOT EXISTS lists the identifier kinds
-- A learner names a table with a reserved word.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE IF NOT EXISTS value (a INT) WITH ('connector' = 'blackhole');
