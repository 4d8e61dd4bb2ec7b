-- datagen random fields with min = max are deterministic for INT, SMALLINT and TINYINT
-- A random INT/SMALLINT/TINYINT field with equal min and max always gives that value, so it can
-- reach a print sink. (BIGINT, DOUBLE, FLOAT and DECIMAL reject min = max when the job runs:
-- see datagen_random_bigint_min_equals_max_error and datagen_random_decimal_min_equals_max_error.)
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE fixed (i INT, s SMALLINT, t TINYINT) WITH (
  'connector' = 'datagen', 'number-of-rows' = '3',
  'fields.i.min' = '7', 'fields.i.max' = '7',
  'fields.s.min' = '-42', 'fields.s.max' = '-42',
  'fields.t.min' = '0', 'fields.t.max' = '0');
CREATE TABLE fixed_print (i INT, s SMALLINT, t TINYINT) WITH ('connector' = 'print', 'print-identifier' = 'fixed');
INSERT INTO fixed_print SELECT * FROM fixed;
SELECT COUNT(*) AS n, SUM(i) AS si, SUM(s) AS ss, SUM(t) AS st FROM fixed;
