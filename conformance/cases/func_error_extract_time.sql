-- Error: EXTRACT of a date field from a TIME
-- EXTRACT(YEAR FROM a TIME) passes validation and fails when Flink generates code for it.
SET 'execution.runtime-mode' = 'batch';
SELECT EXTRACT(HOUR FROM TIME '10:20:30') AS h;
SELECT EXTRACT(YEAR FROM TIME '10:20:30') AS y;
