-- DECIMAL mixed with INT, BIGINT and DOUBLE; SUM of DECIMAL; CAST to DECIMAL rounding
-- Pins down: DECIMAL + INT stays DECIMAL (INT counts as DECIMAL(10,0)), DECIMAL + DOUBLE becomes
-- DOUBLE, SUM(DECIMAL(10,2)) is DECIMAL(38,2), CAST to a smaller scale rounds HALF_UP (also for
-- negatives: -2.345 -> -2.35), CAST of a DOUBLE to DECIMAL, and CAST(DECIMAL AS INT) truncates.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW amounts AS
SELECT CAST(a AS DECIMAL(10, 2)) AS amt, n, CAST(n AS BIGINT) AS big, f
FROM (VALUES (12.34, 2, 0.5E0), (-0.01, -3, 1.25E0), (99.99, 10, -2.0E0)) AS t(a, n, f);
SELECT amt, amt + n AS plus_int, amt * n AS times_int, amt + big AS plus_big, amt + f AS plus_double, amt * f AS times_double FROM amounts;
SELECT SUM(amt) AS total, SUM(amt * n) AS weighted, MIN(amt) AS lo, MAX(amt) AS hi FROM amounts;
SELECT CAST(2.345 AS DECIMAL(5, 2)) AS r1, CAST(-2.345 AS DECIMAL(5, 2)) AS r2, CAST(2.344 AS DECIMAL(5, 2)) AS r3,
  CAST(0.5 AS DECIMAL(3, 0)) AS r4, CAST(1.5E0 AS DECIMAL(5, 2)) AS from_double, CAST(0.1E0 AS DECIMAL(20, 18)) AS double_tenth,
  CAST(CAST(7.99 AS DECIMAL(5, 2)) AS INT) AS to_int, CAST(CAST(-7.99 AS DECIMAL(5, 2)) AS INT) AS to_int_neg;
CREATE TEMPORARY VIEW typed AS
SELECT amt + n AS plus_int, amt * n AS times_int, amt + big AS plus_big, amt + f AS plus_double FROM amounts;
DESCRIBE typed;
CREATE TEMPORARY VIEW typed_sum AS SELECT SUM(amt) AS total, SUM(amt * n) AS weighted FROM amounts;
DESCRIBE typed_sum;
CREATE TABLE sum_out (total DECIMAL(38, 2)) WITH ('connector' = 'print', 'print-identifier' = 'sum_out');
INSERT INTO sum_out SELECT SUM(amt) FROM amounts;
