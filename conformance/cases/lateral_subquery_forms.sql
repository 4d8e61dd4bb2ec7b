-- Forms of LATERAL subqueries in batch mode: column aliases on the subquery, a LATERAL reading an
-- earlier LATERAL's column, an IN subquery inside one, and DISTINCT with an ON condition
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT, name AS CHR(96 + k)) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.kind' = 'sequence', 'fields.k.start' = '1', 'fields.k.end' = '3');
CREATE TABLE u (id INT, k AS CASE WHEN id < 3 THEN 1 ELSE 2 END, v AS id * 10) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
SELECT * FROM t, LATERAL (SELECT u.v FROM u WHERE u.k = t.k) AS l(x);
SELECT t.name, a.v, b.id FROM t, LATERAL (SELECT u.v FROM u WHERE u.k = t.k) AS a, LATERAL (SELECT u.id FROM u WHERE u.v = a.v) AS b;
SELECT t.name, l.v FROM t, LATERAL (SELECT u.v FROM u WHERE u.k = t.k AND u.v IN (SELECT v FROM u WHERE id > 1)) AS l;
SELECT t.name, l.v FROM t JOIN LATERAL (SELECT DISTINCT u.v FROM u WHERE u.k = t.k) AS l ON l.v = t.k * 10;
