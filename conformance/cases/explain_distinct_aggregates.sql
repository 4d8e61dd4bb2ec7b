-- EXPLAIN: DISTINCT aggregates over different arguments, and mixed with plain aggregates (batch)
-- Flink's batch planner rewrites them with grouping sets (AggregateExpandDistinctAggregatesRule):
-- an Expand copies each row once per distinct argument and once for the plain calls, numbering
-- the copy in $e; an aggregate on the keys, the arguments and $e computes the plain calls; a Calc
-- turns $e into one flag per set ($g_N); the aggregate on the keys computes each distinct call
-- FILTER its flag and takes each plain call's value with MIN; a Calc restores NOT NULL types and,
-- without GROUP BY, a plain COUNT's 0. One distinct argument with only MIN and MAX of it is a
-- distinct aggregate under the aggregate of its rows.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (a INT, b BIGINT, c STRING, d DOUBLE) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
EXPLAIN SELECT a, COUNT(DISTINCT b), SUM(d) FROM g GROUP BY a;
EXPLAIN SELECT COUNT(DISTINCT b), COUNT(DISTINCT c) FROM g;
EXPLAIN SELECT a, COUNT(DISTINCT b), COUNT(DISTINCT c) FROM g GROUP BY a;
EXPLAIN SELECT a, COUNT(DISTINCT b), SUM(DISTINCT b), MAX(c) FROM g GROUP BY a;
EXPLAIN SELECT COUNT(DISTINCT b), SUM(d), MAX(c) FROM g;
EXPLAIN SELECT a, AVG(DISTINCT b), COUNT(DISTINCT c), AVG(d), COUNT(*) FROM g GROUP BY a;
EXPLAIN SELECT c, COUNT(DISTINCT a), MIN(c) FROM g GROUP BY c;
EXPLAIN SELECT a, COUNT(DISTINCT b) FROM g GROUP BY a HAVING SUM(d) > 1;
EXPLAIN SELECT a, COUNT(DISTINCT b), MIN(b), MAX(b) FROM g GROUP BY a;
EXPLAIN SELECT a, COUNT(DISTINCT b), MIN(d) FROM g GROUP BY a;
EXPLAIN SELECT a, COUNT(*) AS n, COUNT(DISTINCT b) AS nb FROM g GROUP BY a HAVING COUNT(DISTINCT c) > 1;
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
INSERT INTO t VALUES (1, 'ann'), (2, 'ben'), (3, 'cid'), (1, 'ann'), (2, CAST(NULL AS STRING));
EXPLAIN SELECT COUNT(*) AS n, COUNT(DISTINCT id) AS ids FROM t;
SELECT COUNT(*) AS n, COUNT(DISTINCT id) AS ids, COUNT(DISTINCT name) AS names, SUM(id) AS s FROM t;
SELECT name, COUNT(*) AS n, COUNT(DISTINCT id) AS ids, MIN(id) AS lo FROM t GROUP BY name;
CREATE TEMPORARY VIEW s AS SELECT * FROM (VALUES (1, 10, 'x', 1.5), (1, 10, 'y', 2.5), (1, 20, 'x', 0.1), (2, 5, 'z', 0.2),
  (3, CAST(NULL AS INT), 'q', 3.0)) AS v(a, b, c, d);
SELECT a, COUNT(DISTINCT b) AS nb, COUNT(DISTINCT c) AS nc, SUM(d) AS sd FROM s GROUP BY a HAVING SUM(d) > 0.25;
SELECT a, COUNT(*) AS n, COUNT(DISTINCT b) AS nb FROM s GROUP BY a HAVING COUNT(DISTINCT c) > 1;
SELECT COUNT(*) AS n, COUNT(DISTINCT b) AS nb, MAX(c) AS mc FROM s WHERE a > 5;
