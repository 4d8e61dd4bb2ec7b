-- A LATERAL subquery over a VALUES view, joined to a table, in batch mode: whether Flink's
-- decorrelation fails when only the subquery reads a VALUES clause
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT, name AS CHR(96 + k)) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.kind' = 'sequence', 'fields.k.start' = '1', 'fields.k.end' = '3');
CREATE TABLE u (id INT, k AS CASE WHEN id < 3 THEN 1 ELSE 2 END, v AS id * 10) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
CREATE TEMPORARY VIEW uv AS SELECT * FROM (VALUES (1, 10), (1, 11), (2, 20)) AS y(k, v);
SELECT t.name, l.v FROM t, LATERAL (SELECT uv.v FROM uv WHERE uv.k = t.k) AS l;
