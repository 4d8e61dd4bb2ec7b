-- Error: querying a table that was never created
-- A learner misspells the table name (ordres for orders): validation fails with Object '...' not
-- found before any job starts.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW orders AS SELECT * FROM (VALUES (1, 10), (2, 20)) AS t(id, amount);
SELECT * FROM orders;
SELECT id FROM ordres;
