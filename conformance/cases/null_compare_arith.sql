-- NULL in comparisons, boolean logic and arithmetic
-- Pins down: any comparison with NULL is NULL (UNKNOWN), WHERE drops UNKNOWN rows, NULL = NULL is
-- NULL, IS DISTINCT FROM / IS NOT DISTINCT FROM are NULL-safe, TRUE OR NULL is TRUE and FALSE AND NULL
-- is FALSE, NOT NULL is NULL, arithmetic with NULL is NULL, and IS TRUE / IS UNKNOWN tests.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW pairs AS
SELECT * FROM (VALUES (1, 1), (1, 2), (CAST(NULL AS INT), 1), (CAST(NULL AS INT), CAST(NULL AS INT))) AS t(a, b);
SELECT a, b, a = b AS eq, a <> b AS ne, a < b AS lt, a IS DISTINCT FROM b AS dist, a IS NOT DISTINCT FROM b AS not_dist,
  a + b AS sum_ab, a * 0 AS times_zero
FROM pairs;
SELECT a, b FROM pairs WHERE a = b;
SELECT a, b FROM pairs WHERE NOT (a = b);
SELECT a, b FROM pairs WHERE a IS NOT DISTINCT FROM b;
SELECT a, (a = 1) OR TRUE AS or_true, (a = 1) AND FALSE AS and_false, (a = 1) OR FALSE AS or_false, NOT (a = 1) AS not_a,
  (a = 1) IS TRUE AS is_true, (a = 1) IS UNKNOWN AS is_unknown, (a = 1) IS NOT FALSE AS is_not_false
FROM pairs WHERE b = 1;
CREATE TABLE cmp_out (a INT, b INT, eq BOOLEAN) WITH ('connector' = 'print', 'print-identifier' = 'cmp_out');
INSERT INTO cmp_out SELECT a, b, a = b FROM pairs;
