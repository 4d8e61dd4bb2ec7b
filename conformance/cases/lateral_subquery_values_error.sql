-- A LATERAL subquery over VALUES views fails in Flink 2.3's planner: the correlation is left in
-- the plan ("unexpected correlate variable $cor0 in the plan"), where over tables it is
-- decorrelated into a join (lateral_subquery_batch)
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES (1, 'a'), (2, 'b'), (3, 'c')) AS x(k, name);
CREATE TEMPORARY VIEW u AS SELECT * FROM (VALUES (1, 10), (1, 11), (2, 20)) AS y(k, v);
SELECT t.name, l.v FROM t, LATERAL (SELECT u.v FROM u WHERE u.k = t.k) AS l;
