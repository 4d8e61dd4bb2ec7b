-- In streaming mode the current-time functions are read for each record
-- Flink's code generation makes CURRENT_TIMESTAMP, NOW() and LOCALTIMESTAMP record-level in
-- streaming mode: 15 rows read over 1.5 seconds see more than one value, and so does
-- UNIX_TIMESTAMP(). The final result is recorded, since the aggregate's updates depend on timing.
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '15', 'rows-per-second' = '10', 'fields.k.min' = '1', 'fields.k.max' = '1');
SELECT COUNT(*) AS n, MAX(ts) > MIN(ts) AS ts_per_row, MAX(lts) > MIN(lts) AS lts_per_row, MAX(nw) > MIN(nw) AS now_per_row, MAX(ut) > MIN(ut) AS unix_per_row FROM (SELECT CURRENT_TIMESTAMP AS ts, LOCALTIMESTAMP AS lts, NOW() AS nw, UNIX_TIMESTAMP() AS ut FROM gen);
