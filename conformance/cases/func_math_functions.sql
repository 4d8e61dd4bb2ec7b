-- POWER, SQRT, EXP, LN, LOG, trigonometry, PI, E and the special values of DOUBLE
-- Pins down: the DOUBLE results of the exponential and trigonometric functions for exact
-- inputs, SQRT and LN of negative numbers (NaN), LN(0) (-Infinity), LOG with a base, LOG2,
-- DEGREES and RADIANS, PI and E, a DECIMAL operand read as a double, and NULL operands.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW x AS SELECT * FROM (VALUES (4, CAST(2.25 AS DECIMAL(5, 2)), 0.0E0), (-1, CAST(-8 AS DECIMAL(5, 2)), 1.0E0),
  (CAST(NULL AS INT), CAST(NULL AS DECIMAL(5, 2)), CAST(NULL AS DOUBLE))) AS t(i, d, f);
SELECT i, d, POWER(i, 3) AS p3, POWER(d, 0.5) AS pd, POWER(2, -2) AS pneg, SQRT(i) AS sq, SQRT(d) AS sqd, EXP(f) AS ex,
  LN(i) AS ln_i, LN(f) AS ln_f, LOG10(d) AS lg
FROM x;
SELECT LOG(2, 8) AS log2_8, LOG(10, 1000) AS log10_1000, LOG2(1024) AS log2_1024, LOG(EXP(1)) AS ln_e, LOG10(0.001) AS lg_milli,
  EXP(1) AS e1, POWER(10, 0.5) AS p_half, SQRT(2) AS sqrt2, POWER(0, 0) AS zero_zero, POWER(-8, 1.0E0 / 3) AS neg_root;
SELECT SIN(0) AS sin0, COS(0) AS cos0, TAN(0) AS tan0, ASIN(1) AS asin1, ACOS(0) AS acos0, ATAN(1) AS atan1, ATAN2(1, 1) AS atan2_11,
  ATAN2(0, -1) AS atan2_pi, SIN(PI() / 2) AS sin_half_pi, COS(PI()) AS cos_pi, COT(1) AS cot1, SINH(0) AS sinh0, COSH(0) AS cosh0,
  TANH(0) AS tanh0;
SELECT DEGREES(PI()) AS deg_pi, RADIANS(180) AS rad180, DEGREES(1) AS deg1, RADIANS(1) AS rad1, PI() AS pi, E() AS e,
  ASIN(2) AS asin2, ACOS(-2) AS acos2, SQRT(-1) AS sqrt_neg, LN(0) AS ln0, -LN(0) AS neg_ln0, LOG10(-1) AS lg_neg;
