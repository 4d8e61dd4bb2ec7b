-- IS [NOT] JSON [VALUE | OBJECT | ARRAY | SCALAR] over objects, arrays, scalars, text that is not
-- JSON, the empty string and NULL (false, never NULL).
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW j AS SELECT * FROM (VALUES ('{"a": 1, "b": {"c": "x", "d": [1, 2, 3]}, "e": null, "f": true, "g": 1.5}'), ('[1, "two", null]'), ('"str"'), ('12'), ('not json'), (''), (CAST(NULL AS STRING))) AS t(s);
SELECT s, s IS JSON AS j, s IS JSON VALUE AS v, s IS JSON OBJECT AS o, s IS JSON ARRAY AS a, s IS JSON SCALAR AS sc, s IS NOT JSON AS nj, s IS NOT JSON OBJECT AS not_object FROM j;
SELECT '  {"a": 1}  ' IS JSON AS spaces, '{"a": 1,}' IS JSON AS trailing_comma, '{a: 1}' IS JSON AS unquoted_key, 'null' IS JSON SCALAR AS null_literal, 'true' IS JSON AS bool_literal, '1e3' IS JSON AS exponent, '[1, 2' IS JSON AS unclosed;
