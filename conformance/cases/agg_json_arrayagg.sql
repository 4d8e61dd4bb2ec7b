-- JSON_ARRAYAGG in batch mode: each value as JSON (JSON_STRING), ABSENT ON NULL by default and
-- NULL ON NULL keeping them, [] over no rows; its type. A datagen sequence keeps the order.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE v (id INT, k AS CASE WHEN id IN (1, 2, 3, 6) THEN 1 WHEN id = 4 THEN 2 ELSE 3 END, i AS CASE id WHEN 1 THEN 1 WHEN 2 THEN 2 WHEN 4 THEN 7 WHEN 6 THEN 4 ELSE CAST(NULL AS INT) END, s AS CASE id WHEN 1 THEN 'a' WHEN 2 THEN 'b"q' WHEN 3 THEN CAST(NULL AS STRING) WHEN 5 THEN 'c' ELSE 'a' END) WITH ('connector' = 'datagen', 'number-of-rows' = '6', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '6');
SELECT k, JSON_ARRAYAGG(s), JSON_ARRAYAGG(i), JSON_ARRAYAGG(i NULL ON NULL), JSON_ARRAYAGG(s ABSENT ON NULL), JSON_ARRAYAGG(id > 2) FROM v GROUP BY k;
SELECT JSON_ARRAYAGG(i NULL ON NULL) FROM v;
SELECT JSON_ARRAYAGG(i) FROM v WHERE k > 5;
CREATE TEMPORARY VIEW t AS SELECT k, JSON_ARRAYAGG(i) AS a, JSON_ARRAYAGG(k) AS b FROM v GROUP BY k;
DESCRIBE t;
SELECT JSON_OBJECT('x' VALUE JSON_ARRAYAGG(i)) FROM v;
