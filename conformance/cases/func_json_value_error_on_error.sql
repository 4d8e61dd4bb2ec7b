-- JSON_VALUE ... ERROR ON ERROR fails in strict mode on a value that is not a scalar.
SET 'execution.runtime-mode' = 'batch';
SELECT JSON_VALUE(s, '$.a' ERROR ON ERROR) AS v FROM (VALUES ('{"a": {"b": 1}}')) AS t(s);
