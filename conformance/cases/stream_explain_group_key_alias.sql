-- EXPLAIN of an aggregate whose grouping column has an alias in the select list
-- Calcite names the aggregate's input projection after the select item that is the grouping
-- expression (k for cid AS k), so no projection above the aggregate renames it; the case pins
-- what the physical plans print for it, in streaming and in batch mode.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (oid INT, cid INT, amount INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/o', 'format' = 'csv');
EXPLAIN SELECT cid AS k, COUNT(*) AS n FROM orders GROUP BY cid;
EXPLAIN SELECT cid AS k, oid, SUM(amount) AS total FROM orders GROUP BY oid, cid;
SET 'execution.runtime-mode' = 'batch';
EXPLAIN SELECT cid AS k, COUNT(*) AS n FROM orders GROUP BY cid;
