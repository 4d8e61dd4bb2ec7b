-- ORDER BY a position past the select list, and keys over a UNION
-- Pins down: ORDER BY 1 over a UNION orders by its first column, an output column's name works
-- too, and a position past the last column is a validation error.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW p AS SELECT * FROM (VALUES ('a', 30), ('b', 10), ('c', 20)) AS t(name, score);
SELECT name, score FROM p UNION ALL SELECT 'z', 5 ORDER BY 2 LIMIT 2;
SELECT name AS n FROM p UNION ALL SELECT 'zz' ORDER BY n DESC;
SELECT name, score FROM p GROUP BY name, score ORDER BY SUM(score) + 1 DESC;
SELECT name FROM p ORDER BY 2;
