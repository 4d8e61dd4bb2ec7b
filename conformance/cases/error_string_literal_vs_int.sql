-- Error: comparing an INT column with a quoted number using = (WHERE id = '2')
-- A learner quotes a number. Flink is inconsistent here: amount > '15' and id IN ('1', '2')
-- coerce the string and work, CAST makes = work, but id = '2' fails validation with
-- "implicit type conversion between INTEGER and CHAR is not supported now".
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW orders AS SELECT * FROM (VALUES (1, 10), (2, 20), (3, 30)) AS t(id, amount);
SELECT id FROM orders WHERE amount > '15';
SELECT id FROM orders WHERE id IN ('1', '2');
SELECT id, amount FROM orders WHERE id = CAST('2' AS INT);
SELECT id, amount FROM orders WHERE id = '2';
