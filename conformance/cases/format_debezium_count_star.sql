-- debezium-json: a global COUNT and SUM over a CDC stream
-- SELECT COUNT(*), SUM(v) with no GROUP BY retracts on each change.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"before":null,"after":{"id":1,"name":"a","v":10},"op":"c"}'), ('{"before":null,"after":{"id":2,"name":"b","v":20},"op":"r"}'), (''), ('{"before":{"id":1,"name":"a","v":10},"after":{"id":1,"name":"a","v":15},"op":"u"}'), ('{"before":{"id":2,"name":"b","v":20},"after":null,"op":"d"}'), ('{"before":null,"after":{"id":3,"name":"a","v":7},"op":"c"}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'debezium-json');
SELECT COUNT(*) AS c, SUM(v) AS s FROM r;
