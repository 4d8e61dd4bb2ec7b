-- PERCENTILE in streaming mode, over inserts and over an updating input (retraction)
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id INT, k AS id % 2) WITH ('connector' = 'datagen', 'number-of-rows' = '6', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '6');
CREATE TABLE o1 (k INT, p DOUBLE) WITH ('connector' = 'print', 'print-identifier' = 'plain');
CREATE TABLE o2 (c BIGINT, p ARRAY<DOUBLE>) WITH ('connector' = 'print', 'print-identifier' = 'retract');
INSERT INTO o1 SELECT k, PERCENTILE(id, 0.5) FROM src GROUP BY k;
INSERT INTO o2 SELECT c, PERCENTILE(m, ARRAY[0.5, 0.75]) FROM (SELECT k, COUNT(*) AS c, MAX(id) AS m FROM src GROUP BY k) GROUP BY c;
