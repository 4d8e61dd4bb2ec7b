-- Results of streaming inserts into print sinks with a primary key, fed by joins
-- The per-customer totals are keyed on the sink's key, so Flink accepts them; a left join of
-- an aggregate with a keyed table keeps the aggregate's key as its upsert key. Two inputs race
-- into each join, so the final tables are compared.
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE customers (cid INT, name STRING, PRIMARY KEY (cid) NOT ENFORCED) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/c', 'format' = 'csv');
INSERT INTO customers VALUES (1, 'Ann'), (2, 'Bob'), (3, 'Cid');
CREATE TEMPORARY VIEW orders AS SELECT * FROM (VALUES (10, 1, 25), (11, 2, 40), (12, 1, 5), (13, 9, 70), (14, 2, 1)) AS t(oid, cid, amount);
CREATE TABLE per_customer (cid INT, n BIGINT, total INT, PRIMARY KEY (cid) NOT ENFORCED) WITH ('connector' = 'print', 'print-identifier' = 'per_customer');
CREATE TABLE named_totals (cid INT, name STRING, total INT, PRIMARY KEY (cid) NOT ENFORCED) WITH ('connector' = 'print', 'print-identifier' = 'named_totals');
INSERT INTO per_customer SELECT o.cid, COUNT(*), SUM(o.amount) FROM orders AS o JOIN customers AS c ON o.cid = c.cid GROUP BY o.cid;
INSERT INTO named_totals SELECT t.cid, c.name, t.total FROM (SELECT cid, SUM(amount) AS total FROM orders GROUP BY cid) AS t LEFT JOIN customers AS c ON t.cid = c.cid;
