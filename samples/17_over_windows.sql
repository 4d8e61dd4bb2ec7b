-- OVER windows: running totals, row numbers and the previous row, without grouping
-- An aggregate with OVER (...) keeps every row and adds a value computed over a window of rows
-- around it: PARTITION BY splits the rows (one shop at a time), ORDER BY orders each partition.
-- SUM(...) OVER with an ORDER BY is a running total: the default frame is every row up to the
-- current one, and its peers (rows with the same order key, like day 3 of 'north'). ROWS
-- BETWEEN 1 PRECEDING AND CURRENT ROW counts physical rows instead. ROW_NUMBER numbers the rows
-- 1, 2, 3 ...; RANK gives peers the same rank and skips the next. LAG(x) reads x from the
-- previous row of the partition (NULL on the first); LEAD(x) from the next one.
-- In streaming mode (the last statements) an OVER window is ordered by a time attribute: rows
-- wait for the watermark and come out once, in time order. RANGE BETWEEN INTERVAL '4' SECOND
-- PRECEDING AND CURRENT ROW takes the rows of the last four seconds; rows older than that leave
-- the window again. WINDOW w AS (...) names a window once for several calls (OVER w).
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

SET 'execution.runtime-mode' = 'streaming';

CREATE TABLE readings (
  id BIGINT,
  sensor AS id % 2,
  reading AS CAST((id * 7) % 10 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence',
        'fields.id.start' = '1', 'fields.id.end' = '10');

CREATE TABLE recent (sensor BIGINT, ts TIMESTAMP(3), reading INT, sum_last_4s INT, readings BIGINT)
  WITH ('connector' = 'print', 'print-identifier' = 'recent');

INSERT INTO recent
SELECT sensor, ts, reading, SUM(reading) OVER w, COUNT(*) OVER w
FROM readings
WINDOW w AS (PARTITION BY sensor ORDER BY ts RANGE BETWEEN INTERVAL '4' SECOND PRECEDING AND CURRENT ROW);
