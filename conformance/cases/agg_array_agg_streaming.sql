-- ARRAY_AGG in streaming mode, over inserts and over an updating input (retraction removes the
-- first equal value)
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id INT, k AS id % 3, i AS CASE WHEN id % 4 = 0 THEN CAST(NULL AS INT) ELSE id END, s AS CASE WHEN id = 7 THEN CAST(NULL AS STRING) WHEN id % 2 = 0 THEN 'a' ELSE 'b' END) WITH ('connector' = 'datagen', 'number-of-rows' = '9', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '9');
CREATE TABLE out1 (k INT, ss ARRAY<STRING>, ii ARRAY<INT>) WITH ('connector' = 'print', 'print-identifier' = 'plain');
CREATE TABLE out2 (c BIGINT, mm ARRAY<INT>, kk ARRAY<INT>) WITH ('connector' = 'print', 'print-identifier' = 'retract');
INSERT INTO out1 SELECT k, ARRAY_AGG(s), ARRAY_AGG(i IGNORE NULLS) FROM src GROUP BY k;
INSERT INTO out2 SELECT c, ARRAY_AGG(m), ARRAY_AGG(k) FROM (SELECT k, COUNT(*) AS c, MAX(i) AS m FROM src GROUP BY k) GROUP BY c;
