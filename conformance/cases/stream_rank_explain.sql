-- EXPLAIN of streaming Top-N: Rank with its strategy, and the rank number dropped for rn = 1
-- Over an insert-only input Flink's Rank uses the AppendFastStrategy; rn = 1 with the row number
-- selected becomes a Rank without it and a Calc that puts the constant 1 back.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 1, 'x'), ('b', 2, 'y'), ('a', 3, 'z')) AS v(k, x, s);
EXPLAIN SELECT k, x, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY x DESC) AS rn FROM t) WHERE rn <= 2;
EXPLAIN SELECT k, s, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY x) AS rn FROM t) WHERE rn = 1;
EXPLAIN SELECT s FROM (SELECT *, ROW_NUMBER() OVER (ORDER BY x DESC, s) AS rn FROM t) WHERE rn <= 2 AND s <> 'q';
