-- canal-json: an aggregate over a canal changelog
-- COUNT and SUM by name retract on updates and deletes.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"data":[{"id":1,"name":"a","v":10},{"id":2,"name":"a","v":20}],"type":"INSERT","database":"db","table":"t"}'), ('{"data":[{"id":1,"name":"b","v":10}],"old":[{"name":"a"}],"type":"UPDATE","database":"db","table":"t"}'), ('{"data":[{"id":2,"name":"a","v":20}],"type":"DELETE","database":"db","table":"t"}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'canal-json');
SELECT name, COUNT(*) AS c, SUM(v) AS s FROM r GROUP BY name;
