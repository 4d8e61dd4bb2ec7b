-- EXPLAIN: filter and projection push-down into a filesystem scan
-- The filesystem source accepts the filter (filter=[...] in the scan's table) but still returns it
-- as remaining, so the Calc keeps it; only the columns the query reads are in project=[...].
-- IN lists and ranges become SEARCH with a Sarg in the optimized plans.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE orders (id INT, product STRING, amount DOUBLE, qty INT, country STRING) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
EXPLAIN SELECT id, amount FROM orders WHERE country = 'FR';
EXPLAIN SELECT product, qty * 2 AS q2 FROM orders WHERE qty > 1 AND amount < 100;
EXPLAIN SELECT id FROM orders WHERE id IN (1, 2, 3);
EXPLAIN SELECT id, qty FROM orders WHERE qty BETWEEN 2 AND 5;
EXPLAIN SELECT * FROM orders;
EXPLAIN SELECT country, id FROM orders;
