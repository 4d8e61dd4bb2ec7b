-- nested: json files with nested values written as text
-- A json file holding arrays, objects and nested objects, some with missing or extra fields,
-- read into ARRAY, MAP and ROW columns.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"a":[1,2,null],"m":{"x":1,"y":null},"r":{"p":"q","n":{"z":[true]}}}'), ('{"a":[],"m":{},"r":{"extra":1}}'), ('{"a":null}');
CREATE TABLE r (a ARRAY<INT>, m MAP<STRING, INT>, r ROW<p STRING, n ROW<z ARRAY<BOOLEAN>>>) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
SELECT a, m, r, CARDINALITY(a), r.n.z[1], m['x'] FROM r;
