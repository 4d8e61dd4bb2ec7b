-- LEFT JOIN LATERAL with an ON condition other than TRUE, in batch mode
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT, name AS CHR(96 + k)) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.kind' = 'sequence', 'fields.k.start' = '1', 'fields.k.end' = '3');
CREATE TABLE u (id INT, k AS CASE WHEN id < 3 THEN 1 ELSE 2 END, v AS id * 10) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
SELECT t.name, l.v FROM t LEFT JOIN LATERAL (SELECT u.v FROM u WHERE u.k = t.k) AS l ON l.v > 10;
