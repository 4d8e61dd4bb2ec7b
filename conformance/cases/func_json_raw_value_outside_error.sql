-- JSON(text) outside JSON_OBJECT and JSON_ARRAY fails
SET 'execution.runtime-mode' = 'batch';
SELECT JSON('{"a": 1}');
