-- debezium-json: a CDC stream into a json filesystem table
-- An insert-only format's sink cannot take the source's updates.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"before":null,"after":{"id":1,"name":"a","v":10},"op":"c"}'), ('{"before":{"id":1,"name":"a","v":10},"after":{"id":1,"name":"a","v":15},"op":"u"}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
CREATE TABLE o (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/o', 'format' = 'json');
INSERT INTO o SELECT * FROM r;
