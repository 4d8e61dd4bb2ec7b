-- A watermark on a CURRENT_TIMESTAMP column advances, so windows over it close one by one
-- In streaming mode CURRENT_TIMESTAMP is read for each record, so a rowtime defined as
-- CURRENT_TIMESTAMP grows with the wall clock: 15 rows over 1.5 seconds fall into more than one
-- one-second tumbling window, and a deduplication over it keeps one row per key.
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE gen (k INT, ts AS CURRENT_TIMESTAMP, WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'number-of-rows' = '15', 'rows-per-second' = '10', 'fields.k.min' = '1', 'fields.k.max' = '1');
SELECT COUNT(*) > 1 AS several_windows, SUM(n) AS total FROM (SELECT window_start, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE gen, DESCRIPTOR(ts), INTERVAL '1' SECOND)) GROUP BY window_start, window_end);
CREATE TABLE first_row (k INT) WITH ('connector' = 'print', 'print-identifier' = 'first_row');
INSERT INTO first_row SELECT k FROM (SELECT k, ROW_NUMBER() OVER (PARTITION BY k ORDER BY ts) AS rn FROM gen) WHERE rn = 1;
