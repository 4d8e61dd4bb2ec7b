-- Two reads of one table with different OPTIONS hints are two sources
-- Each scan reads with its own hint; the scans are not reused as one, their digests differ.
-- conformance: final
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.min' = '1', 'fields.k.max' = '1');
SELECT (SELECT COUNT(*) FROM gen /*+ OPTIONS('number-of-rows' = '2') */) AS two, (SELECT COUNT(*) FROM gen /*+ OPTIONS('number-of-rows' = '5') */) AS five, (SELECT COUNT(*) FROM gen) AS three;
