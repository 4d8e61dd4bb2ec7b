-- datagen paces its rows by rows-per-second in batch mode too
-- Flink's datagen source limits its rate whatever the runtime mode: 25 rows at 10 a second take
-- more than two seconds, so UNIX_TIMESTAMP(), read for each row, spans at least two seconds.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '25', 'rows-per-second' = '10', 'fields.k.min' = '1', 'fields.k.max' = '1');
SELECT COUNT(*) AS n, MAX(ut) - MIN(ut) >= 2 AS paced FROM (SELECT UNIX_TIMESTAMP() AS ut FROM gen);
