-- csv read: TIMESTAMP(3) with six fraction digits
-- '2024-01-05 10:20:30.123456' reads into TIMESTAMP(3) as ...30.123.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('2024-01-05 10:20:30.123456');
CREATE TABLE r (x TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
SELECT * FROM r;
