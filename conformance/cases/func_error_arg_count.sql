-- Error: a built-in function called with the wrong number of arguments
-- Calcite's validator names the function and the smallest number of arguments it takes, even
-- when it takes more (ROUND takes one or two).
SET 'execution.runtime-mode' = 'batch';
SELECT ROUND(1.5) AS r, SUBSTRING('abc', 2) AS s;
SELECT ROUND(1.5, 1, 2) AS r;
