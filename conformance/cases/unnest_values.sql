-- CROSS JOIN UNNEST expands an array into rows
SET 'execution.runtime-mode' = 'batch';
SELECT x FROM (VALUES (ARRAY[1, 2, 3])) AS t(arr) CROSS JOIN UNNEST(t.arr) AS u(x);
