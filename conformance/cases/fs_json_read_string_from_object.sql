-- json read: a STRING column from an object and an array
-- An object or array read as STRING is its JSON text: {"k":1} and [1,2].
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"s":{"k":1},"a":[1,2]}');
CREATE TABLE r (s STRING, a STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
SELECT * FROM r;
