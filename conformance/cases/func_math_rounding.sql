-- ROUND, TRUNCATE, FLOOR, CEIL and SIGN over every numeric type
-- Pins down: rounding half away from zero for DECIMAL, DOUBLE and FLOAT (through the decimal that
-- Double.toString prints), negative digits on integers and decimals, digits beyond the scale,
-- TRUNCATE toward zero, FLOOR/CEIL of negative decimals and doubles, SIGN keeping the type
-- (1.00 for a DECIMAL), and the result types. (SIGN and TRUNCATE of a TINYINT or SMALLINT fail to
-- compile in Flink 2.3, so the case leaves them out.)
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW n AS SELECT * FROM (VALUES
  (CAST(2.5 AS DECIMAL(4, 2)), 2.5E0, CAST(2.5 AS FLOAT), CAST(1234567 AS BIGINT), CAST(-7 AS SMALLINT)),
  (CAST(-2.5 AS DECIMAL(4, 2)), -2.5E0, CAST(-0.125 AS FLOAT), CAST(-1234567 AS BIGINT), CAST(15 AS SMALLINT)),
  (CAST(0.125 AS DECIMAL(4, 2)), 0.125E0, CAST(1.005 AS FLOAT), CAST(0 AS BIGINT), CAST(0 AS SMALLINT))
) AS t(d, f, r, b, s);
SELECT d, ROUND(d) AS d0, ROUND(d, 1) AS d1, ROUND(d, 5) AS d5, ROUND(d, -1) AS dneg, TRUNCATE(d, 1) AS t1, TRUNCATE(d) AS t0,
  FLOOR(d) AS fl, CEIL(d) AS ce, SIGN(d) AS sg
FROM n;
SELECT f, ROUND(f) AS f0, ROUND(f, 2) AS f2, ROUND(f, -1) AS fneg, TRUNCATE(f, 1) AS ft1, FLOOR(f) AS ffl, CEIL(f) AS fce,
  SIGN(f) AS fsg, ROUND(1.005E0, 2) AS classic, ROUND(2.675E0, 2) AS classic2
FROM n;
SELECT r, ROUND(r, 1) AS r1, ROUND(r, 2) AS r2, TRUNCATE(r, 2) AS rt2, FLOOR(r) AS rfl, CEIL(r) AS rce, SIGN(r) AS rsg FROM n;
SELECT b, s, ROUND(b, -3) AS b3, TRUNCATE(b, -2) AS bt2, ROUND(s, -1) AS s1, SIGN(b) AS bsg,
  FLOOR(b) AS bfl, CEIL(s) AS sce, ROUND(b, 2) AS b_pos
FROM n;
SELECT ROUND(999.99, 1) AS carry, ROUND(-999.99, 1) AS neg_carry, ROUND(99.5) AS up, TRUNCATE(-99.99, 1) AS down,
  ROUND(123.456, -1) AS tens, ROUND(123.456, -4) AS tiny, FLOOR(-0.5) AS fneg, CEIL(-0.5) AS cneg, FLOOR(-0.5E0) AS dfneg;
CREATE TEMPORARY VIEW typed AS SELECT ROUND(d) AS d0, ROUND(d, 1) AS d1, ROUND(d, 5) AS d5, ROUND(d, -1) AS dneg,
  TRUNCATE(d, 1) AS t1, FLOOR(d) AS fl, CEIL(d) AS ce, SIGN(d) AS sg, ROUND(f, 2) AS f2, ROUND(r, 1) AS r1, SIGN(r) AS rsg,
  ROUND(b, -3) AS b3, ROUND(s, -1) AS s1, SIGN(b) AS bsg, FLOOR(b) AS bfl, ROUND(999.99, 1) AS carry
FROM n;
DESCRIBE typed;
