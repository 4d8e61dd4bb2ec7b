-- title: SET of the automatic runtime mode
SET 'execution.runtime-mode' = 'automatic';
SELECT 1 AS x;
