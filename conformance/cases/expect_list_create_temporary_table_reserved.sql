-- A reserved word as the table name of CREATE TEMPORARY TABLE lists the identifier kinds
-- A learner names a temporary table with a reserved word.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY TABLE value (a INT) WITH ('connector' = 'blackhole');
