-- SINGLE_VALUE in streaming mode fails at the second row of a key
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id INT, k AS id % 2) WITH ('connector' = 'datagen', 'number-of-rows' = '5', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5');
CREATE TABLE o (k INT, v INT) WITH ('connector' = 'print', 'print-identifier' = 'sve');
INSERT INTO o SELECT k, SINGLE_VALUE(id) FROM src GROUP BY k;
