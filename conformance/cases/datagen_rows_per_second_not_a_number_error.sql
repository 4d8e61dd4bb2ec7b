-- datagen: rows-per-second that is not a number
-- 'rows-per-second' = 'abc' fails with a bare NumberFormatException.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (c INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'rows-per-second' = 'abc');
SELECT * FROM g;
