-- How Flink plans the sample variance calls over windows, and AVG beside them
-- Pins down the expansion of STDDEV_SAMP and VAR_SAMP (the CASE over the count, the casts to
-- the argument's type) for a NOT NULL INT and DOUBLE in batch mode, an AVG beside a variance
-- over one window, and the rows of a SMALLINT and a BIGINT argument.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES
  ('a', 1, 10, 1.5e0), ('a', 2, 20, 2.5e0), ('a', 3, 25, 4.0e0), ('b', 1, 5, 1.0e0)) AS v(k, o, x, d);
EXPLAIN SELECT k, STDDEV_SAMP(x) OVER w AS ss, VAR_SAMP(x) OVER w AS vs, VAR_POP(x) OVER w AS vp FROM t WINDOW w AS (PARTITION BY k ORDER BY o);
EXPLAIN SELECT k, STDDEV_SAMP(d) OVER w AS ss, VAR_SAMP(d) OVER w AS vs, AVG(d) OVER w AS a FROM t WINDOW w AS (PARTITION BY k ORDER BY o);
SELECT k, o, AVG(x) OVER w AS a, STDDEV_SAMP(x) OVER w AS ss, AVG(d) OVER w AS ad, VAR_SAMP(d) OVER w AS vs FROM t WINDOW w AS (PARTITION BY k ORDER BY o);
SELECT k, o, VAR_POP(xs) OVER w AS vs, STDDEV_SAMP(xb) OVER w AS sb, VAR_SAMP(df) OVER w AS vf
FROM (SELECT k, o, CAST(x AS SMALLINT) AS xs, CAST(x AS BIGINT) AS xb, CAST(d AS FLOAT) AS df FROM t) WINDOW w AS (PARTITION BY k ORDER BY o);
