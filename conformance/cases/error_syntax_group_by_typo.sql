-- Error: a misspelled keyword inside a clause (GRUOP BY)
-- After the table name the parser accepts "GRUOP" as a table alias and then fails on BY.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW orders AS SELECT * FROM (VALUES (1, 10), (2, 20)) AS t(id, amount);
SELECT id, SUM(amount) FROM orders GRUOP BY id;
