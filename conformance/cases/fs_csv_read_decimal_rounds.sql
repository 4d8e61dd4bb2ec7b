-- csv read: DECIMAL with more scale
-- '123.456' reads into DECIMAL(5, 2) as 123.46 (rounded half up).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('123.456');
CREATE TABLE r (x DECIMAL(5, 2)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
SELECT * FROM r;
