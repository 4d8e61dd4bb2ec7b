-- JSON_EXISTS: present keys (a JSON null too), missing keys in strict and lax mode, and the
-- ON ERROR behaviours; NULL text gives NULL.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW j AS SELECT * FROM (VALUES ('{"a": 1, "b": {"c": "x", "d": [1, 2, 3]}, "e": null, "f": true, "g": 1.5}'), ('[1, "two", null]'), ('"str"'), ('12'), ('not json'), (''), (CAST(NULL AS STRING))) AS t(s);
SELECT s, JSON_EXISTS(s, '$.a') AS a, JSON_EXISTS(s, '$.e') AS e, JSON_EXISTS(s, '$.zz') AS zz, JSON_EXISTS(s, 'strict $.zz') AS szz, JSON_EXISTS(s, 'lax $.zz') AS lzz, JSON_EXISTS(s, 'strict $.zz' FALSE ON ERROR) AS f, JSON_EXISTS(s, 'strict $.zz' TRUE ON ERROR) AS t, JSON_EXISTS(s, 'strict $.zz' UNKNOWN ON ERROR) AS u, JSON_EXISTS(s, '$[0]') AS i0, JSON_EXISTS(s, '$.b.d[2]') AS d2, JSON_EXISTS(s, '$.b.d[3]') AS d3 FROM j;
