-- ogg-json: ignore-parse-errors
-- A line that is not JSON, an unknown op_type and an update without before are skipped.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"table":"S.T","op_type":"I","after":{"id":1}}'), ('nope'), ('{"table":"S.T","op_type":"T","after":{"id":2}}'), ('{"table":"S.T","op_type":"U","after":{"id":3}}'), ('{"table":"S.T","op_type":"I","after":{"id":4}}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'ogg-json', 'ogg-json.ignore-parse-errors' = 'true');
SELECT * FROM r;
