-- json read: BOOLEAN from a string, a number and yes
-- "true" is true; 1 and "yes" are false.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"a":"true","b":1,"c":"yes"}');
CREATE TABLE r (a BOOLEAN, b BOOLEAN, c BOOLEAN) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
SELECT * FROM r;
