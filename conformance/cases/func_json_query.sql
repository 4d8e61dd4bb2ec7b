-- JSON_QUERY: objects and arrays come back as JSON text, keys sorted; a scalar is an error in
-- strict mode and empty in lax mode; the array wrappers; EMPTY ARRAY / EMPTY OBJECT behaviours.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW j AS SELECT * FROM (VALUES ('{"a": 1, "b": {"c": "x", "d": [1, 2, 3]}, "e": null, "f": true, "g": 1.5}'), ('[1, "two", null]'), ('"str"'), ('12'), ('not json'), (''), (CAST(NULL AS STRING))) AS t(s);
SELECT s, JSON_QUERY(s, '$.b') AS b, JSON_QUERY(s, '$.a') AS a, JSON_QUERY(s, '$.b.d') AS d, JSON_QUERY(s, '$.a' WITH WRAPPER) AS aw, JSON_QUERY(s, '$.b.d' WITH CONDITIONAL ARRAY WRAPPER) AS dc, JSON_QUERY(s, '$.b.d' WITH UNCONDITIONAL ARRAY WRAPPER) AS du, JSON_QUERY(s, '$.zz' EMPTY ARRAY ON ERROR) AS ea, JSON_QUERY(s, 'lax $.zz' EMPTY OBJECT ON EMPTY) AS eo, JSON_QUERY(s, 'lax $.a' EMPTY ARRAY ON EMPTY) AS lax_scalar, JSON_QUERY(s, '$') AS root FROM j;
SELECT JSON_QUERY('{"z": 1, "a": {"y": [true, null, "s"], "b": 2.50}}', '$') AS sorted, JSON_QUERY('[{"k": 1}, {"k": 2}]', '$[1]') AS elem, JSON_QUERY('{"a": "x\"y"}', '$.a' WITH WRAPPER) AS escaped, JSON_QUERY('{"a": 1}', '$.a' WITHOUT ARRAY WRAPPER NULL ON ERROR) AS without_wrapper;
