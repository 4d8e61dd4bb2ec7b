-- A left join on a field that is not the left side's key has no upsert key: a sink keyed on
-- the left key fails asking for ON CONFLICT
-- The left input's key (oid) does not hold the join field (cid), so after the exchange hashed
-- on cid it no longer identifies rows, and the join's output has no upsert key.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE customers (cid INT, name STRING, PRIMARY KEY (cid) NOT ENFORCED) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/c', 'format' = 'csv');
CREATE TABLE orders (oid INT, cid INT, amount INT, PRIMARY KEY (oid) NOT ENFORCED) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/o', 'format' = 'csv');
CREATE TABLE order_names (oid INT, name STRING, PRIMARY KEY (oid) NOT ENFORCED) WITH ('connector' = 'print', 'print-identifier' = 'order_names');
INSERT INTO order_names SELECT o.oid, c.name FROM orders AS o LEFT JOIN customers AS c ON o.cid = c.cid;
