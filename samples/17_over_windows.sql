-- OVER windows: running totals, row numbers and the previous row, without grouping
-- An aggregate with OVER (...) keeps every row and adds a value computed over a window of rows
-- around it: PARTITION BY splits the rows (one shop at a time), ORDER BY orders each partition.
-- SUM(...) OVER with an ORDER BY is a running total: the default frame is every row up to the
-- current one, and its peers (rows with the same order key, like day 3 of 'north'). ROWS
-- BETWEEN 1 PRECEDING AND CURRENT ROW counts physical rows instead. ROW_NUMBER numbers the rows
-- 1, 2, 3 ...; RANK gives peers the same rank and skips the next. LAG(x) reads x from the
-- previous row of the partition (NULL on the first); LEAD(x) from the next one.
SET 'execution.runtime-mode' = 'batch';

CREATE TEMPORARY VIEW sales (shop, sale_day, amount) AS
  VALUES ('north', 1, 30), ('north', 2, 50), ('north', 3, 20), ('north', 3, 40),
         ('south', 1, 70), ('south', 2, 10), ('south', 4, 60);

SELECT shop, sale_day, amount,
       SUM(amount) OVER (PARTITION BY shop ORDER BY sale_day) AS running_total,
       SUM(amount) OVER (PARTITION BY shop ORDER BY sale_day, amount
                         ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) AS last_two
FROM sales ORDER BY shop, sale_day, amount;

SELECT shop, sale_day, amount,
       ROW_NUMBER() OVER (PARTITION BY shop ORDER BY amount DESC) AS row_num,
       RANK() OVER (ORDER BY sale_day) AS day_rank
FROM sales ORDER BY shop, row_num;

SELECT shop, sale_day, amount,
       LAG(amount) OVER (PARTITION BY shop ORDER BY sale_day, amount) AS previous,
       amount - LAG(amount) OVER (PARTITION BY shop ORDER BY sale_day, amount) AS change
FROM sales ORDER BY shop, sale_day, amount;
