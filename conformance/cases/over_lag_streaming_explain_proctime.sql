-- EXPLAIN of LAG over a proctime order in streaming mode
-- Pins down: the OverAggregate ordered by the materialized proctime.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE pt (k INT, v INT, p AS PROCTIME()) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
EXPLAIN SELECT k, v, LAG(v) OVER (PARTITION BY k ORDER BY p) AS lv FROM pt;
