-- Grouping by two keys with NULLs in streaming mode; COUNT(*) against COUNT(col) and SUM of NULLs
-- NULL is a key value like any other; COUNT(x) skips NULLs; SUM over only NULLs is NULL.
-- conformance: final
-- Flink plans a VALUES holding CAST(NULL ...) as a union of one-row projections and reads those
-- inputs in an order it does not define, so the case compares the final table.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES
  ('a', CAST(NULL AS STRING), CAST(NULL AS INT)), ('a', 'p', 1), ('a', CAST(NULL AS STRING), 2), ('b', 'p', CAST(NULL AS INT))) AS v(k1, k2, x);
CREATE TABLE s (k1 STRING, k2 STRING, n BIGINT, nx BIGINT, total INT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT k1, k2, COUNT(*), COUNT(x), SUM(x) FROM t GROUP BY k1, k2;
