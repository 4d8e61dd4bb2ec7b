-- EXPLAIN CHANGELOG_MODE of updating shapes into a blackhole sink, which drops -U where it can
-- A blackhole sink takes upserts, so Flink asks its input for +U alone. UNION ALL of two
-- aggregates passes that on; a projection keeps the upsert key it renames; an inner join of
-- aggregates keyed on the join key passes +U alone on, a join on another field needs -U from
-- its updating input; an aggregate over an updating input needs -U, and so does a filter on a
-- field outside the upsert key, but not one on the key.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (oid INT, cid INT, amount INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/o', 'format' = 'csv');
CREATE TABLE customers (cid INT, name STRING, PRIMARY KEY (cid) NOT ENFORCED) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/c', 'format' = 'csv');
CREATE TABLE bh2 (a INT, b BIGINT) WITH ('connector' = 'blackhole');
CREATE TABLE bh3 (a INT, b STRING, c BIGINT) WITH ('connector' = 'blackhole');
CREATE TABLE bhn (a BIGINT, b BIGINT) WITH ('connector' = 'blackhole');
EXPLAIN CHANGELOG_MODE INSERT INTO bh2 SELECT cid, SUM(amount) FROM orders GROUP BY cid UNION ALL SELECT oid, COUNT(*) FROM orders GROUP BY oid;
EXPLAIN CHANGELOG_MODE INSERT INTO bh2 SELECT cid, SUM(amount) FROM orders GROUP BY cid UNION ALL SELECT oid, CAST(amount AS BIGINT) FROM orders;
EXPLAIN CHANGELOG_MODE INSERT INTO bhn SELECT n, COUNT(*) FROM (SELECT cid, COUNT(*) AS n FROM orders GROUP BY cid) GROUP BY n;
EXPLAIN CHANGELOG_MODE INSERT INTO bh3 SELECT c.cid, c.name, t.total FROM customers AS c JOIN (SELECT cid, SUM(CAST(amount AS BIGINT)) AS total FROM orders GROUP BY cid) AS t ON c.cid = t.cid;
EXPLAIN CHANGELOG_MODE INSERT INTO bh3 SELECT c.cid, c.name, t.total FROM customers AS c LEFT JOIN (SELECT cid, SUM(CAST(amount AS BIGINT)) AS total FROM orders GROUP BY cid) AS t ON c.cid = t.cid;
EXPLAIN CHANGELOG_MODE INSERT INTO bh3 SELECT c.cid, c.name, t.n FROM customers AS c JOIN (SELECT cid, COUNT(*) AS n FROM orders GROUP BY cid) AS t ON c.cid = t.n;
EXPLAIN CHANGELOG_MODE INSERT INTO bh2 SELECT cid, n FROM (SELECT cid, COUNT(*) AS n FROM orders GROUP BY cid) WHERE n > 1;
EXPLAIN CHANGELOG_MODE INSERT INTO bh2 SELECT k, n FROM (SELECT cid AS k, oid, COUNT(*) AS n FROM orders GROUP BY cid, oid) WHERE oid > 1;
EXPLAIN CHANGELOG_MODE INSERT INTO bh2 SELECT cid, SUM(amount) FROM orders GROUP BY cid HAVING SUM(amount) > 10;
EXPLAIN CHANGELOG_MODE SELECT cid, n, n * 2 AS twice FROM (SELECT cid, COUNT(*) AS n FROM orders GROUP BY cid);
