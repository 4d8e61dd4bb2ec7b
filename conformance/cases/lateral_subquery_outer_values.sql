-- A LATERAL subquery over a table, joined to a VALUES view, in batch mode: whether Flink's
-- decorrelation fails when only the outer side reads a VALUES clause
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT, name AS CHR(96 + k)) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.kind' = 'sequence', 'fields.k.start' = '1', 'fields.k.end' = '3');
CREATE TABLE u (id INT, k AS CASE WHEN id < 3 THEN 1 ELSE 2 END, v AS id * 10) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
CREATE TEMPORARY VIEW tv AS SELECT * FROM (VALUES (1, 'a'), (2, 'b'), (3, 'c')) AS x(k, name);
SELECT tv.name, l.v FROM tv, LATERAL (SELECT u.v FROM u WHERE u.k = tv.k) AS l;
