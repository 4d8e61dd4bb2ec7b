-- debezium-json: ignore-parse-errors
-- A line that is not JSON and an unknown op are skipped; a field that cannot be converted is NULL.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"before":null,"after":{"id":1,"name":"a","v":10},"op":"c"}'), ('not json'), ('{"before":null,"after":{"id":2,"name":"b","v":20},"op":"x"}'), ('{"before":null,"after":{"id":3,"name":"c","v":"abc"},"op":"c"}'), ('{"before":null,"after":{"id":4,"name":"d","v":40},"op":"c"}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json', 'debezium-json.ignore-parse-errors' = 'true');
SELECT * FROM r;
