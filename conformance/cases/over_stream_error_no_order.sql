-- A streaming OVER aggregate Flink 2.3 cannot run: PARTITION BY k 
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 2, 20), ('b', 1, 5), ('a', 1, 10)) AS v(k, o, x);
SELECT k, o, SUM(x) OVER (PARTITION BY k ) AS s FROM t;
