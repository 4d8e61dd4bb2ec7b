-- A LATERAL subquery correlated on an equality, in batch mode: FROM t, LATERAL (...) is an inner
-- join, LEFT JOIN LATERAL (...) ON TRUE keeps the outer rows without a match; Flink
-- decorrelates them into joins (lateral_subquery_explain)
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT, name AS CHR(96 + k)) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.kind' = 'sequence', 'fields.k.start' = '1', 'fields.k.end' = '3');
CREATE TABLE u (id INT, k AS CASE WHEN id < 3 THEN 1 ELSE 2 END, v AS id * 10) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
SELECT t.name, l.v FROM t, LATERAL (SELECT u.v FROM u WHERE u.k = t.k) AS l;
SELECT t.name, l.v FROM t LEFT JOIN LATERAL (SELECT u.v FROM u WHERE u.k = t.k) AS l ON TRUE;
SELECT t.name, l.s FROM t, LATERAL (SELECT SUM(u.v) AS s FROM u WHERE u.k = t.k) AS l;
