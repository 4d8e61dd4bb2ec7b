-- EXPLAIN of ARRAY_AGG(DISTINCT ...) beside a plain aggregate in batch mode
-- Flink expands the input for the distinct and the plain call (Expand, $e) and filters each
-- call of the outer aggregate on its grouping ($g_0, $g_1).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE f (k INT, i INT, s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/f', 'format' = 'csv');
EXPLAIN SELECT k, ARRAY_AGG(DISTINCT i), COUNT(s) FROM f GROUP BY k;
