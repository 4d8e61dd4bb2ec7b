-- canal-json: ignore-parse-errors
-- A line that is not JSON and an unknown type are skipped.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"data":[{"id":1}],"type":"INSERT","database":"db","table":"t"}'), ('oops'), ('{"data":[{"id":2}],"type":"ALTER","database":"db","table":"t"}'), ('{"data":[{"id":3}],"type":"INSERT","database":"db","table":"t"}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'canal-json', 'canal-json.ignore-parse-errors' = 'true');
SELECT * FROM r;
