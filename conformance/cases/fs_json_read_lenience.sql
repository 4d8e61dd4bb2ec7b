-- json: reading lenient values and missing fields
-- Extra fields are ignored, missing ones are NULL, "3" reads as INT 3, 4.7 as 4, numbers and
-- booleans read as STRING; with json.fail-on-missing-field a missing field fails the read.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"i":1,"s":"a","extra":5}'), ('{"s":"b"}'), ('{"i":"3","s":4}'), ('{"i":4.7,"s":true}'), ('{"i":null,"s":null}');
CREATE TABLE r (i INT, s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
SELECT * FROM r;
CREATE TABLE r2 (i INT, s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json', 'json.fail-on-missing-field' = 'true');
SELECT * FROM r2;
