-- JSON_ARRAYAGG in streaming mode, over inserts and over an updating input (a retraction removes
-- the first equal value)
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id INT, k AS id % 3, i AS CASE WHEN id % 4 = 0 THEN CAST(NULL AS INT) ELSE id END) WITH ('connector' = 'datagen', 'number-of-rows' = '9', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '9');
CREATE TABLE out1 (k INT, a STRING, b STRING) WITH ('connector' = 'print', 'print-identifier' = 'plain');
CREATE TABLE out2 (c BIGINT, a STRING) WITH ('connector' = 'print', 'print-identifier' = 'retract');
INSERT INTO out1 SELECT k, JSON_ARRAYAGG(i), JSON_ARRAYAGG(i NULL ON NULL) FROM src GROUP BY k;
INSERT INTO out2 SELECT c, JSON_ARRAYAGG(m NULL ON NULL) FROM (SELECT k, COUNT(*) AS c, MAX(i) AS m FROM src GROUP BY k) GROUP BY c;
