-- A join of two reads of one table with different OPTIONS hints
-- Each side reads with its own options: 2 rows join 4 rows on one key.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.min' = '1', 'fields.k.max' = '1');
SELECT COUNT(*) AS n FROM gen /*+ OPTIONS('number-of-rows' = '2') */ AS a JOIN gen /*+ OPTIONS('number-of-rows' = '4') */ AS b ON a.k = b.k;
