-- debezium-json: a CDC table with a primary key
-- Without cdc-events-duplicate a primary key adds no ChangelogNormalize: the scan's changelog is read as it is.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"before":null,"after":{"id":1,"name":"a","v":10},"op":"c"}'), ('{"before":{"id":1,"name":"a","v":10},"after":{"id":1,"name":"a","v":15},"op":"u"}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
EXPLAIN CHANGELOG_MODE SELECT name, SUM(v) FROM r GROUP BY name;
SELECT name, SUM(v) AS s FROM r GROUP BY name;
