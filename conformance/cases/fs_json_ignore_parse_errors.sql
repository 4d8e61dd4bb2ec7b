-- json: json.ignore-parse-errors
-- With json.ignore-parse-errors a bad field is NULL and a line that is not JSON is skipped; without
-- it the read fails with "Fail to deserialize at field: i."
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"i":1}'), ('{"i":"x"}'), ('not json');
CREATE TABLE r (i INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json', 'json.ignore-parse-errors' = 'true');
SELECT * FROM r;
CREATE TABLE r2 (i INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
SELECT * FROM r2;
