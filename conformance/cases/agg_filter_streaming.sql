-- FILTER (WHERE ...) on aggregates in streaming mode, over inserts and over an updating input
-- A row the condition rejects changes nothing in that call; a retraction is filtered the same way.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id INT, k AS id % 3, i AS CASE WHEN id % 4 = 0 THEN CAST(NULL AS INT) ELSE id END, d AS CASE WHEN id = 5 THEN CAST(NULL AS DOUBLE) ELSE id / 4.0e0 END, s AS CASE WHEN id = 7 THEN CAST(NULL AS STRING) WHEN id % 2 = 0 THEN 'a' ELSE 'b' END) WITH ('connector' = 'datagen', 'number-of-rows' = '9', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '9');
SELECT k, COUNT(i) FILTER (WHERE d > 1), SUM(d) FILTER (WHERE s = 'a'), COUNT(*) FILTER (WHERE s IS NULL) FROM src GROUP BY k;
SELECT c, COUNT(*) FILTER (WHERE m > 1), SUM(m) FILTER (WHERE m < 5), MAX(m) FILTER (WHERE c > 1) FROM (SELECT k, COUNT(*) AS c, MAX(i) AS m FROM src GROUP BY k) GROUP BY c;
SELECT COUNT(*) FILTER (WHERE i > 2), COLLECT(s) FILTER (WHERE d < 1.5) FROM src;
