-- EXPLAIN: GROUP BY aggregates in batch mode
-- Two-phase aggregation: LocalHashAggregate, an Exchange hashed on the keys, and a final
-- HashAggregate(isMerge=[true]); AVG splits into sum and count. An aggregate whose buffer is not
-- of fixed length (MAX of a STRING) makes Flink choose SortAggregate with Sorts instead.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE sales (region STRING, shop INT, amount INT, price DOUBLE, item STRING) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/sales', 'format' = 'csv');
EXPLAIN SELECT region, COUNT(*) AS n, SUM(amount) AS total, AVG(price) AS avg_price FROM sales GROUP BY region;
EXPLAIN SELECT region, shop, MIN(amount), MAX(price) FROM sales WHERE amount > 0 GROUP BY region, shop;
EXPLAIN SELECT region, MAX(item) AS last_item FROM sales GROUP BY region;
EXPLAIN SELECT region, SUM(amount) AS total FROM sales GROUP BY region HAVING SUM(amount) > 100;
