-- SINGLE_VALUE in streaming mode over an updating input: a retraction takes the one value back,
-- so a key that keeps one row at a time never fails
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id INT, k AS id % 2) WITH ('connector' = 'datagen', 'number-of-rows' = '5', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5');
CREATE TABLE o (k INT, v INT) WITH ('connector' = 'print', 'print-identifier' = 'sv');
INSERT INTO o SELECT k, SINGLE_VALUE(m) FROM (SELECT k, MAX(id) AS m FROM src GROUP BY k) GROUP BY k;
