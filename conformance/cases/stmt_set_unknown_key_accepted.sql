-- title: SET accepts a key Flink does not know
SET 'execution.runtime-mode' = 'batch';
SET 'no.such.option' = 'anything';
SELECT 1 AS x;
