-- Comparisons mixing character strings with numbers and dates, and IS DISTINCT FROM
-- Pins down: an ordering comparison of a column with a string literal converts the string (to
-- BIGINT or wider, or to the column's DATE/TIMESTAMP type); BETWEEN with string bounds; IN with
-- string items; IS [NOT] DISTINCT FROM on strings, dates and decimals with NULLs; comparisons of
-- dates, timestamps of different precisions, and booleans.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW c AS SELECT * FROM (VALUES (1, CAST(1.50 AS DECIMAL(5, 2)), 2.5E0, DATE '2024-01-15', TIMESTAMP '2024-01-15 10:00:00.5', 'a'),
  (20, CAST(20.25 AS DECIMAL(5, 2)), -1.0E0, DATE '2023-06-01', TIMESTAMP '2023-06-01 00:00:00', CAST(NULL AS STRING)),
  (CAST(NULL AS INT), CAST(NULL AS DECIMAL(5, 2)), CAST(NULL AS DOUBLE), CAST(NULL AS DATE), CAST(NULL AS TIMESTAMP(1)), 'b')) AS t(i, d, f, dt, ts, s);
SELECT i, d, f, i > '5' AS i_gt, d <= '1.5' AS d_le, f < '0' AS f_lt, dt >= '2024-01-01' AS dt_ge, ts < '2024-01-15 10:00:00.6' AS ts_lt,
  i BETWEEN '0' AND '10' AS i_between, i IN ('1', '3') AS i_in
FROM c;
SELECT s, i, dt, s IS DISTINCT FROM 'a' AS s_dist, s IS NOT DISTINCT FROM CAST(NULL AS STRING) AS s_null,
  dt IS DISTINCT FROM DATE '2024-01-15' AS dt_dist, d IS NOT DISTINCT FROM 1.5 AS d_same, i IS DISTINCT FROM 1 AS i_dist
FROM c;
SELECT dt, ts, dt < DATE '2024-01-01' AS dt_lt, ts > TIMESTAMP '2024-01-15 10:00:00' AS ts_gt, ts = CAST(ts AS TIMESTAMP(3)) AS ts_eq,
  TRUE > FALSE AS bool_gt, X'01' < X'02' AS bin_lt, X'ff' > X'01' AS bin_unsigned
FROM c;
SELECT i FROM c WHERE f > 'abc';
