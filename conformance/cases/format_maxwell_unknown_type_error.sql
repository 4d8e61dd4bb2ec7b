-- maxwell-json: an unknown type
-- The message Flink fails the read with.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"database":"db","table":"t","type":"bootstrap-start","data":{}}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'maxwell-json');
SELECT * FROM r;
