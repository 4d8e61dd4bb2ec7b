-- APPROX_COUNT_DISTINCT beside a DISTINCT aggregate in one query fails in Flink's planner
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 1), (1, 2)) AS x(k, i);
SELECT k, APPROX_COUNT_DISTINCT(i), COUNT(DISTINCT i) FROM v GROUP BY k;
