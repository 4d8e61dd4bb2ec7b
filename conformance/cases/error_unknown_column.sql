-- Error: selecting a column that the table does not have
-- A learner writes amout for amount; the column check names the missing column.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW orders AS SELECT * FROM (VALUES (1, 10), (2, 20)) AS t(id, amount);
SELECT id, amout FROM orders;
