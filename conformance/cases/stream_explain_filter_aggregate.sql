-- Streaming EXPLAIN: a filter on grouping keys moves below the aggregate
-- As explain_filter_aggregate in streaming mode, with the changelog modes: a filter below the
-- aggregate reads insert-only rows.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (oid INT, cid INT, amount INT, code STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/o', 'format' = 'csv');
CREATE TABLE customers (cid INT, name STRING, big BIGINT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/c', 'format' = 'csv');
EXPLAIN CHANGELOG_MODE SELECT cid, COUNT(*) AS n FROM orders GROUP BY cid HAVING cid > 1;
EXPLAIN CHANGELOG_MODE SELECT cid, COUNT(*) AS n FROM orders GROUP BY cid HAVING cid > 1 AND COUNT(*) > 2;
EXPLAIN CHANGELOG_MODE SELECT * FROM (SELECT cid, oid, SUM(amount) AS s FROM orders GROUP BY cid, oid) WHERE cid = 1 OR oid = 2;
EXPLAIN CHANGELOG_MODE SELECT * FROM (SELECT cid, SUM(amount) AS s FROM orders GROUP BY cid) WHERE s > 10 OR cid = 1;
EXPLAIN CHANGELOG_MODE SELECT * FROM (SELECT cid + 1 AS k, COUNT(*) AS n FROM orders GROUP BY cid + 1) WHERE k > 2;
EXPLAIN CHANGELOG_MODE SELECT * FROM (SELECT code, cid, MAX(amount) AS m FROM orders GROUP BY code, cid) WHERE code LIKE 'a%' AND cid < m;
