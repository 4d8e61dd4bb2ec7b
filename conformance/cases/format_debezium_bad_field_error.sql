-- debezium-json: error for a message (bad_field)
-- The message Flink fails the read with.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"before":null,"after":{"id":3,"name":"c","v":"abc"},"op":"c"}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
SELECT * FROM r;
