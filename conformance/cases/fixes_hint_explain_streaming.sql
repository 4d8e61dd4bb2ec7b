-- EXPLAIN of a streaming aggregate over a scan with an OPTIONS hint
-- The hint's options show on the scan in every section, in streaming mode as in batch mode.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.min' = '1', 'fields.k.max' = '1');
EXPLAIN SELECT k, COUNT(*) AS n FROM gen /*+ OPTIONS('number-of-rows' = '5') */ GROUP BY k;
