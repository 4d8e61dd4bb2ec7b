-- JSON(text) as a value of JSON_OBJECT and an element of JSON_ARRAY: the text is embedded as
-- JSON (parsed and written back compactly), not as a string; a NULL text is null, which ABSENT
-- ON NULL drops
SET 'execution.runtime-mode' = 'batch';
SELECT JSON_OBJECT('a' VALUE JSON('{"x": [1, 2]}'), 'b' VALUE JSON('7'), 'c' VALUE JSON(CAST(NULL AS STRING))), JSON_ARRAY(JSON('[1,  "z"]'), JSON('true')), JSON_OBJECT('c' VALUE JSON(CAST(NULL AS STRING)) ABSENT ON NULL);
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES ('{"k": "v"}'), ('[3]')) AS t(s);
SELECT JSON_OBJECT('a' VALUE JSON(s)), JSON_ARRAY(JSON(s)) FROM v;
