-- JSON_OBJECTAGG_ABSENT_ON_NULL and JSON_OBJECTAGG_NULL_ON_NULL, the names Flink's plans give
-- JSON_OBJECTAGG, called by those names with the key and the value as two arguments.
SET 'execution.runtime-mode' = 'batch';
SELECT JSON_OBJECTAGG_ABSENT_ON_NULL(k, v), JSON_OBJECTAGG_NULL_ON_NULL(k, v)
FROM (VALUES ('a', 1), ('b', CAST(NULL AS INT))) AS t(k, v);
