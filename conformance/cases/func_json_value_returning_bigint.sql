-- JSON_VALUE ... RETURNING takes only STRING, BOOLEAN, INT and DOUBLE: Flink's code generator
-- refuses the others.
SET 'execution.runtime-mode' = 'batch';
SELECT JSON_VALUE(s, '$.a' RETURNING BIGINT) AS v FROM (VALUES ('{"a": 1}')) AS t(s);
