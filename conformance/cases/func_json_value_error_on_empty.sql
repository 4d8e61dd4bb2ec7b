-- JSON_VALUE ... ERROR ON EMPTY fails on an empty result (lax mode, a missing key).
SET 'execution.runtime-mode' = 'batch';
SELECT JSON_VALUE(s, 'lax $.zz' ERROR ON EMPTY) AS v FROM (VALUES ('{"a": 1}')) AS t(s);
