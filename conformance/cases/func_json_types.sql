-- The result types of the JSON functions.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW j AS SELECT * FROM (VALUES ('{"a": 1, "b": {"c": "x", "d": [1, 2, 3]}, "e": null, "f": true, "g": 1.5}'), ('[1, "two", null]'), ('"str"'), ('12'), ('not json'), (''), (CAST(NULL AS STRING))) AS t(s);
CREATE TEMPORARY VIEW jt AS SELECT JSON_VALUE(s, '$.a') AS a, JSON_VALUE(s, '$.a' RETURNING INT) AS ai, JSON_VALUE(s, '$.a' RETURNING INT DEFAULT 0 ON EMPTY) AS ad, JSON_VALUE('{}', '$.a') AS lit, JSON_QUERY(s, '$.b') AS q, JSON_EXISTS(s, '$.a') AS ex, JSON_EXISTS('{}', '$.a') AS exlit, s IS JSON AS isj FROM j;
DESCRIBE jt;
