-- maxwell-json: reading each type in streaming mode
-- insert, update (with "old" holding the changed fields, an explicit null kept as NULL) and delete.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"database":"db","table":"t","type":"insert","ts":1,"data":{"id":1,"name":"a","v":10}}'), ('{"database":"db","table":"t","type":"update","ts":2,"data":{"id":1,"name":"b","v":10},"old":{"name":"a"}}'), ('{"database":"db","table":"t","type":"update","ts":3,"data":{"id":1,"name":"c","v":11},"old":{"name":null,"v":10}}'), ('{"database":"db","table":"t","type":"delete","ts":4,"data":{"id":1,"name":"c","v":11}}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT, name STRING, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'maxwell-json');
SELECT * FROM r;
