-- debezium-json: schema-include
-- With debezium-json.schema-include the rows are read from the "payload" of each message.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"schema":{"type":"struct"},"payload":{"before":null,"after":{"id":1,"name":"a","v":10},"op":"c"}}'), ('{"schema":{"type":"struct"},"payload":{"before":{"id":1,"name":"a","v":10},"after":{"id":1,"name":"b","v":11},"op":"u"}}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json', 'debezium-json.schema-include' = 'true');
SELECT * FROM r;
