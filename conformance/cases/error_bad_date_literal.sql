-- A DATE literal that is not a date
-- The learner writes a month 13; Flink rejects the literal while validating the query.
SET 'execution.runtime-mode' = 'batch';
SELECT DATE '2024-01-31' AS ok_date, TIMESTAMP '2024-01-31 10:20:30.5' AS ok_ts;
SELECT DATE '2024-13-01' AS bad;
