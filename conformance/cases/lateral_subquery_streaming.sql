-- A LATERAL subquery in streaming mode, into print sinks
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k INT, name AS CHR(96 + k)) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.kind' = 'sequence', 'fields.k.start' = '1', 'fields.k.end' = '3');
CREATE TABLE u (id INT, k AS CASE WHEN id < 3 THEN 1 ELSE 2 END, v AS id * 10) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
CREATE TABLE o (name STRING, v INT) WITH ('connector' = 'print', 'print-identifier' = 'lat');
CREATE TABLE o2 (name STRING, v INT) WITH ('connector' = 'print', 'print-identifier' = 'latleft');
INSERT INTO o SELECT t.name, l.v FROM t, LATERAL (SELECT u.v FROM u WHERE u.k = t.k) AS l;
INSERT INTO o2 SELECT t.name, l.v FROM t LEFT JOIN LATERAL (SELECT u.v FROM u WHERE u.k = t.k) AS l ON TRUE;
