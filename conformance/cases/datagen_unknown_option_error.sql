-- datagen rejects an unknown option (a misspelled 'number-of-rows')
-- A learner types 'number-of-row'; the CREATE TABLE succeeds (options are checked lazily) and the
-- first query that reads the table fails with the factory's "Unsupported options" message.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (id INT) WITH ('connector' = 'datagen', 'number-of-row' = '3');
SELECT * FROM gen;
