-- debezium-json: a message without op
-- A JSON object without "op" is a corrupt message.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"before":null,"after":{"id":1,"name":"a","v":10}}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
SELECT * FROM r;
