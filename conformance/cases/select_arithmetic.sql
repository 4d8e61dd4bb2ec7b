-- Arithmetic: integer division, modulo, mixed types, string concatenation with ||
-- Pins down: INT / INT stays an integer (truncated toward zero), % and MOD with negative operands,
-- INT * DOUBLE is DOUBLE, DOUBLE division by zero gives -Infinity / NaN (and -0.0 shows as such), || on strings, and the
-- result types (via DESCRIBE of a view).
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW nums AS SELECT * FROM (VALUES (7, 2, 2.5E0), (-7, 2, 0.0E0), (9, -4, -1.0E0)) AS t(a, b, d);
SELECT a, b, a / b AS q, a % b AS r, MOD(a, b) AS m, a * d AS ad, a / d AS a_div_d, a + b * 2 AS prec, -a AS neg, d / d AS d_div_d FROM nums;
SELECT 'fl' || 'ink' || CAST(2 AS STRING) AS s, 10 / 4 AS i, 10 / 4.0 AS dec_div, 10.0 / 4 AS dec_div2, 10 / 4e0 AS dbl_div;
CREATE TEMPORARY VIEW typed AS SELECT a / b AS q, a % b AS r, a * d AS ad, a / d AS a_div_d, 10 / 4.0 AS dec_div, CAST(a AS BIGINT) + 1 AS big FROM nums;
DESCRIBE typed;
