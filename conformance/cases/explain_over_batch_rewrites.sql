-- EXPLAIN of batch OVER aggregates that Calcite rewrites, with no select list above them to fold into
-- SUM of a nullable argument is CASE(COUNT > 0, $SUM0, NULL) and AVG the CAST of that over the
-- COUNT, so ProjectToWindowRule leaves a Calc above the window, named as the query's columns; a
-- Calc that only reorders the window's fields keeps their names. Windows of other partitions
-- each get their own Exchange, Sort and OverAggregate, the ones without partition keys first;
-- RANK and DENSE_RANK keep the RANGE frame, ROW_NUMBER counts ROWS.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k STRING, o INT, x INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TEMPORARY VIEW r AS SELECT * FROM (VALUES ('c1', 10), ('c1', 20), ('c2', 5), ('c1', 15)) AS v(cat, score);
EXPLAIN SELECT k, o, x, SUM(x) OVER (PARTITION BY k ORDER BY o) AS s, COUNT(x) OVER (PARTITION BY k ORDER BY o) AS c FROM t;
EXPLAIN SELECT k, o, x, SUM(x) OVER (PARTITION BY k ORDER BY o, x ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS s FROM t;
EXPLAIN SELECT k, o, x, SUM(x) OVER (PARTITION BY k ORDER BY o, x ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) AS s2,
  MAX(x) OVER (PARTITION BY k ORDER BY o, x ROWS 1 PRECEDING) AS m FROM t;
EXPLAIN SELECT k, o, x, SUM(x) OVER (PARTITION BY k ORDER BY o RANGE BETWEEN 1 PRECEDING AND CURRENT ROW) AS s FROM t;
EXPLAIN SELECT k, o, x, AVG(x) OVER (PARTITION BY k) AS a, MIN(x) OVER (PARTITION BY k) AS mi, COUNT(*) OVER (PARTITION BY k) AS n FROM t;
EXPLAIN SELECT k, o, x, SUM(x) OVER (ORDER BY o) AS s, ROW_NUMBER() OVER (PARTITION BY k ORDER BY o, x) AS rn FROM t;
EXPLAIN SELECT k, x, AVG(x) OVER (PARTITION BY o ORDER BY x) AS a, SUM(x) OVER (PARTITION BY k ORDER BY x) AS s FROM t;
EXPLAIN SELECT cat, score FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY cat ORDER BY score DESC) AS rn FROM r) WHERE rn > 1;
EXPLAIN SELECT cat, score, ROW_NUMBER() OVER (PARTITION BY cat ORDER BY score DESC) AS rn,
  RANK() OVER (ORDER BY score) AS rk, DENSE_RANK() OVER (PARTITION BY cat ORDER BY score) AS dr FROM r;
SELECT cat, score, ROW_NUMBER() OVER (PARTITION BY cat ORDER BY score DESC) AS rn,
  RANK() OVER (ORDER BY score) AS rk, DENSE_RANK() OVER (PARTITION BY cat ORDER BY score) AS dr FROM r;
SELECT cat, score, RANK() OVER (PARTITION BY cat ORDER BY score) AS rk, ROW_NUMBER() OVER (PARTITION BY cat ORDER BY score) AS rn FROM r;
