-- JSON_VALUE ... RETURNING INT of a JSON string fails with Java's cast error, even under the
-- default NULL ON ERROR: the conversion runs after the function.
SET 'execution.runtime-mode' = 'batch';
SELECT JSON_VALUE(s, '$.a' RETURNING INT) AS v FROM (VALUES ('{"a": "x"}')) AS t(s);
