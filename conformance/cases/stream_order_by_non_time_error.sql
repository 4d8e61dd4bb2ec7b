-- ORDER BY on a non-time column in streaming mode is an error
-- A learner sorts a streaming query by an ordinary column (no LIMIT). Batch mode would sort;
-- streaming rejects it because a sort on a non-time attribute cannot be maintained.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW sales AS SELECT * FROM (VALUES ('apple', 3), ('pear', 5), ('fig', 1)) AS t(fruit, qty);
SELECT fruit, qty FROM sales ORDER BY qty;
