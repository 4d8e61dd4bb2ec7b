-- canal-json: reading each type in streaming mode
-- INSERT and DELETE give a row per element of "data"; UPDATE pairs "data" with "old", whose missing or null fields are taken from "data"; CREATE is skipped.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"data":[{"id":1,"name":"a","v":10},{"id":2,"name":"b","v":20}],"old":null,"type":"INSERT","database":"db","table":"t"}'), ('{"data":[{"id":1,"name":"a","v":15}],"old":[{"v":10}],"type":"UPDATE","database":"db","table":"t"}'), ('{"data":null,"type":"CREATE","database":"db","table":"t"}'), ('{"data":[{"id":2,"name":"b","v":20}],"old":null,"type":"DELETE","database":"db","table":"t"}'), ('{"data":[{"id":2,"name":"c","v":21}],"old":[{"name":null,"v":3}],"type":"UPDATE","database":"db","table":"t"}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'canal-json');
SELECT * FROM r;
