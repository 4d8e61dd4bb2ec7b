-- csv: delimiter, quote, null-literal, array delimiter and escape options
-- Custom csv options on write and read: the quote character is doubled inside a quoted value even
-- with an escape character set, and json options on a json table are accepted.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, s STRING, a ARRAY<STRING>) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.field-delimiter' = ';', 'csv.quote-character' = '''', 'csv.null-literal' = 'NULL', 'csv.array-element-delimiter' = '|', 'csv.escape-character' = '\');
INSERT INTO t VALUES (1, 'a b', ARRAY['x', 'y']), (2, CAST(NULL AS STRING), CAST(NULL AS ARRAY<STRING>)), (3, 'it''s;"q"', ARRAY['p;q']);
SELECT * FROM t;
CREATE TABLE t2 (id INT, s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t2', 'format' = 'json', 'json.timestamp-format.standard' = 'ISO-8601', 'json.map-null-key.mode' = 'LITERAL', 'json.encode.decimal-as-plain-number' = 'true');
INSERT INTO t2 VALUES (1, 'a');
