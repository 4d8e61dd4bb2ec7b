-- datagen: a random BIGINT field with min = max fails when the job runs
-- The min = max trick that pins an INT field (datagen_random_min_equals_max) does not work for
-- BIGINT (nor DOUBLE or FLOAT): CREATE TABLE is accepted and the query's job fails at runtime
-- with the random generator's "lower bound ... must be strictly less than upper bound" message.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE fixed_big (b BIGINT) WITH (
  'connector' = 'datagen', 'number-of-rows' = '3',
  'fields.b.min' = '-42', 'fields.b.max' = '-42');
SELECT b FROM fixed_big;
