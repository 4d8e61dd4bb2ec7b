-- canal-json: database.include and table.include
-- Messages whose "database" or "table" does not match the regular expression are skipped.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"data":[{"id":1}],"type":"INSERT","database":"db1","table":"orders"}'), ('{"data":[{"id":2}],"type":"INSERT","database":"db2","table":"orders"}'), ('{"data":[{"id":3}],"type":"INSERT","database":"db1","table":"users"}'), ('{"data":[{"id":4}],"type":"INSERT","database":"db1","table":"orders_2"}');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE r (id INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'canal-json', 'canal-json.database.include' = 'db1', 'canal-json.table.include' = 'orders.*');
SELECT * FROM r;
