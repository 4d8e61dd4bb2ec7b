-- JSON_QUERY ... ERROR ON ERROR fails in strict mode on a scalar.
SET 'execution.runtime-mode' = 'batch';
SELECT JSON_QUERY(s, '$.a' ERROR ON ERROR) AS v FROM (VALUES ('{"a": 1}')) AS t(s);
