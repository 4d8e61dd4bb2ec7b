-- COLLECT in streaming mode, over inserts and over an updating input (COLLECT_RETRACT)
-- A datagen sequence keeps the rows in order.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id INT, k AS id % 3, i AS CASE WHEN id % 4 = 0 THEN CAST(NULL AS INT) ELSE id END, d AS CASE WHEN id = 5 THEN CAST(NULL AS DOUBLE) ELSE id / 4.0e0 END, s AS CASE WHEN id = 7 THEN CAST(NULL AS STRING) WHEN id % 2 = 0 THEN 'a' ELSE 'b' END) WITH ('connector' = 'datagen', 'number-of-rows' = '9', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '9');
SELECT k, COLLECT(s), COLLECT(i) FROM src GROUP BY k;
SELECT c, COLLECT(m), COLLECT(k) FROM (SELECT k, COUNT(*) AS c, MAX(i) AS m FROM src GROUP BY k) GROUP BY c;
