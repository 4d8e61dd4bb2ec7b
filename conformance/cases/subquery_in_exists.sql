-- IN (subquery), EXISTS and NOT EXISTS, correlated and uncorrelated, over filesystem tables
-- Pins down: IN with a subquery acts as a semi join (no duplicates even if the subquery has
-- duplicates), EXISTS/NOT EXISTS with a correlated condition, NOT EXISTS keeping the row whose key is
-- NULL (unlike NOT IN), and an uncorrelated EXISTS that is true for every row. The tables are
-- filesystem tables because a correlated EXISTS over a VALUES view does not plan (see
-- subquery_exists_over_values.sql).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE customers (cid INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/customers', 'format' = 'json');
CREATE TABLE orders (oid INT, cid INT, amount INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'json');
INSERT INTO customers VALUES (1, 'ann'), (2, 'bob'), (3, 'cid'), (CAST(NULL AS INT), 'nobody');
INSERT INTO orders VALUES (100, 1, 20), (101, 1, 35), (102, 3, 500);
SELECT name FROM customers WHERE cid IN (SELECT cid FROM orders);
SELECT name FROM customers c WHERE EXISTS (SELECT 1 FROM orders o WHERE o.cid = c.cid AND o.amount > 100);
SELECT name FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.cid = c.cid);
SELECT name FROM customers WHERE EXISTS (SELECT 1 FROM orders WHERE amount > 400);
SELECT name FROM customers WHERE NOT EXISTS (SELECT 1 FROM orders WHERE amount > 1000);
SELECT name FROM customers WHERE cid IN (SELECT cid FROM orders WHERE amount < 30) OR name = 'bob';
CREATE TABLE ex_out (name STRING) WITH ('connector' = 'print', 'print-identifier' = 'ex_out');
INSERT INTO ex_out SELECT name FROM customers c WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.cid = c.cid);
