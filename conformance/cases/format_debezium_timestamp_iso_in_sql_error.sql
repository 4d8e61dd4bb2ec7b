-- debezium-json: an ISO timestamp in SQL mode
-- The error a row image's timestamp in the other standard fails with.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"before":null,"after":{"ts":"2024-01-05T10:20:30"},"op":"c"}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (ts TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
SELECT * FROM r;
