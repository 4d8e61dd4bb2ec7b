-- JSON_OBJECTAGG of a NULL key.
SET 'execution.runtime-mode' = 'batch';
SELECT JSON_OBJECTAGG(KEY k VALUE v) FROM (VALUES ('a', 1), (CAST(NULL AS STRING), 2)) AS t(k, v);
