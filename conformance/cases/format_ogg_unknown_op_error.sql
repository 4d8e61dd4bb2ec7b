-- ogg-json: an unknown op_type
-- The message Flink fails the read with (T, a truncate, is not an op Flink reads).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"table":"S.T","op_type":"T","after":{"id":1}}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'ogg-json');
SELECT * FROM r;
