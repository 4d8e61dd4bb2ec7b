-- json read: DECIMAL from a string, an exponent and extra scale
-- "1.5", 1e2 and 1.005 read into DECIMAL(10, 2) as 1.50, 100.00 and 1.01.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"m":"1.5","n":1e2,"o":1.005}');
CREATE TABLE r (m DECIMAL(10, 2), n DECIMAL(10, 2), o DECIMAL(10, 2)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
SELECT * FROM r;
