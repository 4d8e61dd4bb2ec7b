-- JSON_OBJECT (NULL ON NULL by default) and JSON_ARRAY (ABSENT ON NULL by default): keys sorted
-- in the text, a repeated key keeping the last value, nested JSON_OBJECT and JSON_ARRAY calls
-- embedded as JSON, numbers, strings and booleans.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW s AS SELECT * FROM (VALUES ('x', 1), (CAST(NULL AS STRING), CAST(NULL AS INT))) AS t(s, i);
SELECT s, JSON_OBJECT('k' VALUE s) AS o, JSON_OBJECT('k' VALUE s ABSENT ON NULL) AS o_absent, JSON_OBJECT(KEY 'z' VALUE i, KEY 'a' VALUE s NULL ON NULL) AS o_two, JSON_ARRAY(s, i) AS a, JSON_ARRAY(s NULL ON NULL) AS a_null, JSON_ARRAY(JSON_OBJECT('n' VALUE i), JSON_ARRAY(s)) AS nested FROM s;
SELECT JSON_OBJECT() AS e, JSON_ARRAY() AS ea, JSON_OBJECT('a' VALUE 1, 'a' VALUE 2) AS dup, JSON_OBJECT('b' VALUE TRUE, 'd' VALUE 1.50, 'f' VALUE 2.5E0, 'q' VALUE 'x"y') AS scalars, JSON_ARRAY(1, 'a', TRUE, CAST(NULL AS INT)) AS arr, JSON_ARRAY(CAST(3 AS TINYINT), CAST(4 AS BIGINT), CAST(1.25 AS FLOAT)) AS nums;
CREATE TEMPORARY VIEW jt AS SELECT JSON_OBJECT('k' VALUE s) AS o, JSON_ARRAY(s) AS a, JSON_OBJECT() AS o_lit FROM s;
DESCRIBE jt;
