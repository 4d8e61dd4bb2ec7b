-- An OPTIONS hint inside a view's query applies where the view is read
-- The view's expanded query keeps the hint, so the view counts 2 rows, not the table's 3.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.min' = '1', 'fields.k.max' = '1');
CREATE TEMPORARY VIEW v AS SELECT COUNT(*) AS n FROM gen /*+ OPTIONS('number-of-rows' = '2') */;
SELECT * FROM v;
