-- JSON_EXISTS ... ERROR ON ERROR fails on a missing key in strict mode.
SET 'execution.runtime-mode' = 'batch';
SELECT JSON_EXISTS(s, 'strict $.zz' ERROR ON ERROR) AS v FROM (VALUES ('{"a": 1}')) AS t(s);
