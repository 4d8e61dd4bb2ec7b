-- JSON_OBJECTAGG's values as JSON: numbers raw, strings quoted, a nested JSON_OBJECT raw; a NULL
-- value is null with NULL ON NULL (the default) and left out with ABSENT ON NULL.
SET 'execution.runtime-mode' = 'batch';
SELECT JSON_OBJECTAGG(KEY k VALUE s), JSON_OBJECTAGG(KEY k VALUE s NULL ON NULL),
  JSON_OBJECTAGG(KEY k VALUE s ABSENT ON NULL), JSON_OBJECTAGG(KEY k VALUE n),
  JSON_OBJECTAGG(KEY k VALUE JSON_OBJECT(KEY 'n' VALUE n)), JSON_OBJECTAGG(k VALUE b)
FROM (VALUES ('a', 'x', 1, TRUE), ('b', CAST(NULL AS STRING), 2, FALSE), ('c', 'q"uote', CAST(NULL AS INT), CAST(NULL AS BOOLEAN)))
  AS t(k, s, n, b);
