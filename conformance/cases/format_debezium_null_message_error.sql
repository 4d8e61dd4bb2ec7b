-- debezium-json: a message that is JSON null
-- The error when a line is the JSON literal null.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('null');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
SELECT * FROM r;
