-- debezium-json: timestamp-format.standard
-- With debezium-json.timestamp-format.standard = ISO-8601 timestamps are read and written with a T.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"before":null,"after":{"id":1,"ts":"2024-01-05T10:20:30.5"},"op":"c"}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, ts TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json', 'debezium-json.timestamp-format.standard' = 'ISO-8601');
SELECT * FROM r;
CREATE TABLE o (id INT, ts TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/o', 'format' = 'debezium-json', 'debezium-json.timestamp-format.standard' = 'ISO-8601');
INSERT INTO o SELECT * FROM r;
