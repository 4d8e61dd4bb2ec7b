-- DECIMAL division by zero fails the job (DOUBLE gives Infinity, DECIMAL does not)
-- A learner divides money amounts by a count that can be zero and expects NULL or Infinity. With
-- DOUBLE operands Flink gives Infinity/NaN (shown first); with DECIMAL it throws at run time.
-- The divisor comes from a column so that the planner does not fold the expression.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW accounts AS
SELECT name, CAST(total AS DECIMAL(10, 2)) AS total, n FROM (VALUES ('a', 10.00, 4), ('b', 5.00, 0)) AS t(name, total, n);
SELECT name, CAST(total AS DOUBLE) / n AS avg_double FROM accounts;
SELECT name, total / n AS avg_decimal FROM accounts;
