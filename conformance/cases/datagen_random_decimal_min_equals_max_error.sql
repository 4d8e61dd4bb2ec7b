-- datagen: a random DECIMAL field with min = max fails when the job runs
-- As for BIGINT (datagen_random_bigint_min_equals_max_error), min = max is accepted by CREATE
-- TABLE but the job fails at runtime; DECIMAL has its own message, with the bounds printed at
-- scale 6.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE fixed_dec (m DECIMAL(6, 2)) WITH (
  'connector' = 'datagen', 'number-of-rows' = '3',
  'fields.m.min' = '12.34', 'fields.m.max' = '12.34');
SELECT m FROM fixed_dec;
