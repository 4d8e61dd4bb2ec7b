-- json read: SQL timestamps with various fractions
-- SQL-format timestamps with 1, 0 and 9 fraction digits read into TIMESTAMP(3) and TIMESTAMP(6).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"t":"2024-01-05 10:20:30.5","u":"2024-01-05 10:20:30","v":"2024-01-05 10:20:30.123456789"}');
CREATE TABLE r (t TIMESTAMP(3), u TIMESTAMP(3), v TIMESTAMP(6)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
SELECT * FROM r;
