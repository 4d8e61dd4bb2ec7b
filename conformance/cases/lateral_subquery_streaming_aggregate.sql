-- An aggregate per outer row through LATERAL in streaming mode, into print sinks
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k INT, name AS CHR(96 + k)) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.kind' = 'sequence', 'fields.k.start' = '1', 'fields.k.end' = '3');
CREATE TABLE u (id INT, k AS CASE WHEN id < 3 THEN 1 ELSE 2 END, v AS id * 10) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
CREATE TABLE o (name STRING, s INT) WITH ('connector' = 'print', 'print-identifier' = 'latagg');
CREATE TABLE o2 (name STRING, s INT) WITH ('connector' = 'print', 'print-identifier' = 'latleftagg');
INSERT INTO o SELECT t.name, l.s FROM t, LATERAL (SELECT SUM(u.v) AS s FROM u WHERE u.k = t.k) AS l;
INSERT INTO o2 SELECT t.name, l.s FROM t LEFT JOIN LATERAL (SELECT SUM(u.v) AS s FROM u WHERE u.k = t.k) AS l ON TRUE;
