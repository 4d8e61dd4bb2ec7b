-- ogg-json: writing a changelog
-- How ogg-json writes inserts, and an aggregate's update-before and update-after.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"table":"S.T","op_type":"I","after":{"id":1,"name":"a","v":10}}'), ('{"table":"S.T","op_type":"I","after":{"id":2,"name":"a","v":5}}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'ogg-json');
CREATE TABLE o (name STRING, s INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/o', 'format' = 'ogg-json');
INSERT INTO o SELECT name, SUM(v) FROM r GROUP BY name;
