-- A reserved word as the alias of a second select item lists what may follow AS
-- A learner names a column with a reserved word.
SET 'execution.runtime-mode' = 'batch';
SELECT 1 AS a, 2 AS value;
