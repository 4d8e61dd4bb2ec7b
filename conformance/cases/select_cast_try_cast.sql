-- CAST and TRY_CAST between strings, numbers, booleans and dates
-- Pins down: string-to-number casts (with surrounding spaces, a sign, a decimal point), DOUBLE to INT
-- truncation, which strings become BOOLEAN true/false, strict DATE parsing, TRY_CAST returning NULL
-- where CAST would fail, how CAST(... AS STRING) renders booleans/decimals/timestamps, and narrowing
-- integer casts that wrap around instead of failing.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW rawdata AS
SELECT * FROM (VALUES
  ('1', ' 42 ', '3.99', 'true', '2024-02-29'),
  ('x', '7', '-3.5', 'no', '2023-02-29'),
  ('0x1', '+8', '1e2', 'maybe', '2024-1-5')
) AS t(a, b, c, d, e);
SELECT a, TRY_CAST(a AS INT) AS a_int, TRY_CAST(b AS INT) AS b_int, TRY_CAST(c AS DOUBLE) AS c_double,
  TRY_CAST(c AS INT) AS c_int, CAST(CAST(c AS DOUBLE) AS INT) AS c_trunc, TRY_CAST(c AS DECIMAL(5, 1)) AS c_dec,
  TRY_CAST(d AS BOOLEAN) AS d_bool, TRY_CAST(e AS DATE) AS e_date
FROM rawdata;
SELECT CAST(123 AS STRING) AS s1, CAST(1.50 AS STRING) AS s2, CAST(2.5E0 AS STRING) AS s3, CAST(TRUE AS STRING) AS s4,
  CAST(DATE '2024-01-05' AS STRING) AS s5, CAST(TIMESTAMP '2024-01-05 10:20:30' AS STRING) AS s6, CAST(-7.9 AS INT) AS i1,
  CAST(300 AS TINYINT) AS t1, CAST(1 AS BOOLEAN) AS b1, CAST(0 AS BOOLEAN) AS b0;
CREATE TABLE cast_out (a STRING, a_int INT, d_bool BOOLEAN, e_date DATE) WITH ('connector' = 'print', 'print-identifier' = 'cast_out');
INSERT INTO cast_out SELECT a, TRY_CAST(a AS INT), TRY_CAST(d AS BOOLEAN), TRY_CAST(e AS DATE) FROM rawdata;
