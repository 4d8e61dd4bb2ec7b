-- EXPLAIN: computed columns, HAVING over a reordered select list, COUNT(DISTINCT) with keys
-- A computed column is a projection over the scan, folded into the Calc and the pushed filter;
-- HAVING with the select list in another order keeps its Calc; COUNT(DISTINCT x) GROUP BY k is a
-- distinct aggregate on (k, x) under the counting one.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING, qty BIGINT, total AS qty * 2) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
EXPLAIN SELECT id, total FROM t WHERE total > 10;
EXPLAIN SELECT COUNT(*) AS n, name FROM t GROUP BY name HAVING COUNT(*) > 1;
EXPLAIN SELECT name, COUNT(DISTINCT id) AS ids FROM t GROUP BY name;
