-- Streaming EXPLAIN CHANGELOG_MODE into sinks with and without a primary key
-- A blackhole sink takes upserts: without -U when the query's upsert key is the sink's primary
-- key ([I,UA]); print takes every kind. The sink prints changelogMode=[NONE]. A filter on a
-- field outside the upsert key keeps -U, and a query whose upsert key is not within the sink's
-- key (a computed key has none) fails asking for ON CONFLICT.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (oid INT, cid INT, amount INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/o', 'format' = 'csv');
CREATE TABLE customers (cid INT, name STRING, PRIMARY KEY (cid) NOT ENFORCED) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/c', 'format' = 'csv');
CREATE TABLE bh_pk (cid INT, total INT, PRIMARY KEY (cid) NOT ENFORCED) WITH ('connector' = 'blackhole');
CREATE TABLE bh (cid INT, total INT) WITH ('connector' = 'blackhole');
CREATE TABLE pr_pk (cid INT, total INT, PRIMARY KEY (cid) NOT ENFORCED) WITH ('connector' = 'print');
CREATE TABLE bh_name_pk (name STRING, total INT, PRIMARY KEY (name) NOT ENFORCED) WITH ('connector' = 'blackhole');
CREATE TABLE bh_join (oid INT, name STRING) WITH ('connector' = 'blackhole');
EXPLAIN CHANGELOG_MODE INSERT INTO bh_pk SELECT cid, SUM(amount) FROM orders GROUP BY cid;
EXPLAIN CHANGELOG_MODE INSERT INTO bh SELECT cid, SUM(amount) FROM orders GROUP BY cid;
EXPLAIN CHANGELOG_MODE INSERT INTO pr_pk SELECT cid, SUM(amount) FROM orders GROUP BY cid;
EXPLAIN CHANGELOG_MODE INSERT INTO bh_name_pk SELECT c.name, SUM(o.amount) FROM orders AS o JOIN customers AS c ON o.cid = c.cid GROUP BY c.name;
EXPLAIN CHANGELOG_MODE INSERT INTO bh_join SELECT o.oid, c.name FROM orders AS o LEFT JOIN customers AS c ON o.cid = c.cid;
EXPLAIN CHANGELOG_MODE INSERT INTO bh_pk SELECT cid, total FROM (SELECT cid, SUM(amount) AS total FROM orders GROUP BY cid) WHERE total > 10;
EXPLAIN CHANGELOG_MODE INSERT INTO bh_pk SELECT cid + 1, total FROM (SELECT cid, SUM(amount) AS total FROM orders GROUP BY cid);
