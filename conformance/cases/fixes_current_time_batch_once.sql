-- In batch mode the current-time functions are read once per query
-- Flink's code generation makes CURRENT_TIMESTAMP, NOW(), LOCALTIMESTAMP, CURRENT_DATE and
-- CURRENT_TIME query-level in batch mode, so 15 rows read over 1.5 seconds all see one value.
-- UNIX_TIMESTAMP() is a non-deterministic method call, read for each row in both modes, so its
-- values span more than one second.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '15', 'rows-per-second' = '10', 'fields.k.min' = '1', 'fields.k.max' = '1');
SELECT COUNT(*) AS n, MAX(ts) = MIN(ts) AS ts_once, MAX(lts) = MIN(lts) AS lts_once, MAX(nw) = MIN(nw) AS now_once, MAX(d) = MIN(d) AS date_once, MAX(t) = MIN(t) AS time_once, MAX(ut) > MIN(ut) AS unix_per_row FROM (SELECT CURRENT_TIMESTAMP AS ts, LOCALTIMESTAMP AS lts, NOW() AS nw, CURRENT_DATE AS d, CURRENT_TIME AS t, UNIX_TIMESTAMP() AS ut FROM gen);
