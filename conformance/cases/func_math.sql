-- Math functions and their result types
-- Pins down: ABS/MOD keep the integer type, ROUND/TRUNCATE keep DECIMAL scale rules, FLOOR/CEIL on
-- DECIMAL and DOUBLE, POWER/SQRT/LN/LOG10 give DOUBLE, SIGN's type, ROUND half away from zero on
-- DECIMAL vs on DOUBLE, negative ROUND digits, and the DESCRIBE of each result type.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW m AS SELECT * FROM (VALUES (-7, 2.45, 2.5E0), (10, -1.55, -0.5E0)) AS t(i, d, f);
SELECT i, d, f, ABS(i) AS abs_i, ABS(d) AS abs_d, MOD(i, 3) AS mod_i, ROUND(d, 1) AS round_d1, ROUND(d) AS round_d0,
  ROUND(f) AS round_f, ROUND(1234.5, -2) AS round_neg, TRUNCATE(d, 1) AS trunc_d1
FROM m;
SELECT i, d, f, FLOOR(d) AS floor_d, CEIL(d) AS ceil_d, FLOOR(f) AS floor_f, CEILING(f) AS ceil_f, SIGN(i) AS sign_i,
  SIGN(d) AS sign_d, SIGN(f) AS sign_f
FROM m;
SELECT POWER(2, 10) AS p, SQRT(16) AS sq, LN(1) AS ln1, LOG10(1000) AS lg, EXP(0) AS e0, POWER(i, 2) AS pi2, SQRT(CAST(2 AS DOUBLE)) AS sq2
FROM m WHERE i = 10;
CREATE TEMPORARY VIEW typed AS
SELECT ABS(i) AS abs_i, ABS(d) AS abs_d, MOD(i, 3) AS mod_i, ROUND(d, 1) AS round_d1, ROUND(f) AS round_f,
  TRUNCATE(d, 1) AS trunc_d1, FLOOR(d) AS floor_d, CEIL(f) AS ceil_f, SIGN(i) AS sign_i, SIGN(d) AS sign_d,
  POWER(i, 2) AS pow, SQRT(i) AS sq, LN(f) AS ln_f, LOG10(i) AS lg
FROM m;
DESCRIBE typed;
