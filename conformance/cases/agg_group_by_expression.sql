-- GROUP BY on an expression, on a CASE bucket and on a derived date part
-- Pins down: grouping by an expression that is repeated in the SELECT list, by a CASE bucket,
-- by a column alias through a derived table (GROUP BY on a SELECT alias is not standard), and by
-- FLOOR(ts TO DAY); the print sink output of a bucketed count.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW orders AS
SELECT * FROM (VALUES
  (1, 'Alice', 15, TIMESTAMP '2024-05-01 09:00:00'),
  (2, 'alice', 120, TIMESTAMP '2024-05-01 18:30:00'),
  (3, 'Bob', 55, TIMESTAMP '2024-05-02 07:15:00'),
  (4, 'BOB', 300, TIMESTAMP '2024-05-02 23:59:59'),
  (5, 'carol', 5, TIMESTAMP '2024-05-03 00:00:00')
) AS t(id, customer, amount, ts);
SELECT LOWER(customer) AS cust, COUNT(*) AS n, SUM(amount) AS total FROM orders GROUP BY LOWER(customer);
SELECT CASE WHEN amount < 50 THEN 'small' WHEN amount < 200 THEN 'medium' ELSE 'large' END AS size, COUNT(*) AS n
FROM orders
GROUP BY CASE WHEN amount < 50 THEN 'small' WHEN amount < 200 THEN 'medium' ELSE 'large' END;
SELECT bucket, SUM(amount) AS total FROM (SELECT amount / 100 AS bucket, amount FROM orders) GROUP BY bucket;
SELECT FLOOR(ts TO DAY) AS day_start, COUNT(*) AS n, MAX(amount) AS biggest FROM orders GROUP BY FLOOR(ts TO DAY);
CREATE TABLE bucket_out (bucket INT, n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'bucket_out');
INSERT INTO bucket_out SELECT amount / 100, COUNT(*) FROM orders GROUP BY amount / 100;
