-- title: SET accepts the runtime mode in any case
SET 'execution.runtime-mode' = 'BaTcH';
SELECT 1 AS x;
