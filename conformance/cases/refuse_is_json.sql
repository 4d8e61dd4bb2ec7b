-- IS JSON tests whether a string is JSON text
SET 'execution.runtime-mode' = 'batch';
SELECT 'a' IS JSON, '{"a": 1}' IS JSON OBJECT, '[1]' IS NOT JSON ARRAY;
