-- Error: a reserved word used as a column alias (AS one)
-- ONE is a reserved keyword in Flink SQL, so "SELECT 1 AS one" fails to parse; a back-quoted
-- `one` works. A learner runs into this with innocent-looking names.
SET 'execution.runtime-mode' = 'batch';
SELECT 1 AS `one`, 2 AS two;
SELECT 1 AS one;
