-- Aggregates per outer row through LATERAL, in batch mode: Flink groups the subquery by its
-- correlation and joins on it, so an inner LATERAL gives no row for an outer row without a
-- match (COUNT included), and LEFT JOIN LATERAL ... ON TRUE gives it NULLs; CROSS JOIN LATERAL
-- is the comma's inner join, and a plain filter stays in the subquery
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT, name AS CHR(96 + k)) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.kind' = 'sequence', 'fields.k.start' = '1', 'fields.k.end' = '3');
CREATE TABLE u (id INT, k AS CASE WHEN id < 3 THEN 1 ELSE 2 END, v AS id * 10) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
SELECT t.name, l.c FROM t, LATERAL (SELECT COUNT(*) AS c FROM u WHERE u.k = t.k) AS l;
SELECT t.name, l.s, l.c FROM t LEFT JOIN LATERAL (SELECT SUM(u.v) AS s, COUNT(*) AS c FROM u WHERE u.k = t.k) AS l ON TRUE;
SELECT t.name, l.id, l.v FROM t CROSS JOIN LATERAL (SELECT u.id, u.v FROM u WHERE u.k = t.k AND u.v > 10) AS l;
SELECT t.name, l.m FROM t, LATERAL (SELECT u.k, MAX(u.v) AS m FROM u WHERE u.k = t.k GROUP BY u.k) AS l;
