-- JSON_OBJECTAGG fails at run time on a key written twice.
SET 'execution.runtime-mode' = 'batch';
SELECT JSON_OBJECTAGG(KEY k VALUE v) FROM (VALUES ('a', 1), ('b', 2), ('a', 3)) AS t(k, v);
