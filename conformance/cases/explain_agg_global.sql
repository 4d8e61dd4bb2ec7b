-- EXPLAIN: aggregates without GROUP BY
-- A global aggregate gathers the partial results on one task: Exchange(distribution=[single]).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE sales (region STRING, shop INT, amount INT, price DOUBLE) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/sales', 'format' = 'csv');
EXPLAIN SELECT COUNT(*), SUM(amount), MAX(price) FROM sales;
EXPLAIN SELECT COUNT(*) AS n FROM sales WHERE region = 'north';
EXPLAIN SELECT AVG(amount) FROM sales;
