-- canal-json: writing a changelog
-- An insert is written with type INSERT; an aggregate's update-before as DELETE and its update-after as INSERT.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"data":[{"id":1,"name":"a","v":10},{"id":2,"name":"a","v":5}],"type":"INSERT","database":"db","table":"t"}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'canal-json');
CREATE TABLE o (name STRING, s INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/o', 'format' = 'canal-json');
INSERT INTO o SELECT name, SUM(v) FROM r GROUP BY name;
