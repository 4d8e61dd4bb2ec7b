-- ogg-json: reading each op_type in streaming mode
-- I is an insert, U an update-before and an update-after, D a delete.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"table":"S.T","op_type":"I","op_ts":"2020-05-13 15:40:06.000000","after":{"id":1,"name":"a","v":10}}'), ('{"table":"S.T","op_type":"U","before":{"id":1,"name":"a","v":10},"after":{"id":1,"name":"b","v":11}}'), ('{"table":"S.T","op_type":"D","before":{"id":1,"name":"b","v":11}}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'ogg-json');
SELECT * FROM r;
