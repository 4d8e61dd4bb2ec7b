-- Error: a missing comma in the SELECT list
-- "SELECT id amount, name" is NOT an error: amount becomes an alias of id (the result has
-- columns amount, name with the id values under amount). With two commas missing,
-- "SELECT id amount name" fails to parse: Flink reports "Encountered "name" at line 1, column 18".
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW orders AS SELECT * FROM (VALUES (1, 10, 'a'), (2, 20, 'b')) AS t(id, amount, name);
SELECT id amount, name FROM orders;
SELECT id amount name FROM orders;
