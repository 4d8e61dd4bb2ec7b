-- EXPLAIN: a filter on grouping keys moves below the aggregate, in batch mode
-- Flink's FilterAggregateTransposeRule pushes the conjuncts of a HAVING or outer WHERE that read
-- only grouping keys below the aggregate, where the filesystem source takes them into its scan
-- (filter=[...]) and a Calc still filters; conjuncts reading an aggregate stay above it, and an
-- OR of a key and an aggregate is not split.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (oid INT, cid INT, amount INT, code STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/o', 'format' = 'csv');
CREATE TABLE customers (cid INT, name STRING, big BIGINT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/c', 'format' = 'csv');
EXPLAIN SELECT cid, COUNT(*) AS n FROM orders GROUP BY cid HAVING cid > 1;
EXPLAIN SELECT cid, COUNT(*) AS n FROM orders GROUP BY cid HAVING cid > 1 AND COUNT(*) > 2;
EXPLAIN SELECT * FROM (SELECT cid, oid, SUM(amount) AS s FROM orders GROUP BY cid, oid) WHERE cid = 1 OR oid = 2;
EXPLAIN SELECT * FROM (SELECT cid, SUM(amount) AS s FROM orders GROUP BY cid) WHERE s > 10 OR cid = 1;
EXPLAIN SELECT * FROM (SELECT cid + 1 AS k, COUNT(*) AS n FROM orders GROUP BY cid + 1) WHERE k > 2;
EXPLAIN SELECT * FROM (SELECT code, cid, MAX(amount) AS m FROM orders GROUP BY code, cid) WHERE code LIKE 'a%' AND cid < m;
