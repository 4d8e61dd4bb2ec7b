-- Error: a built-in function called with an argument of the wrong type
-- Flink does not cast implicitly to a function's operand type: SUBSTRING with a string as its
-- position fails, naming the operand types and the supported forms (one per line; the first
-- line is compared).
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('flink', 2)) AS v(s, n);
SELECT SUBSTRING(s, n) AS ok FROM t;
SELECT SUBSTRING(s, '2') AS bad FROM t;
