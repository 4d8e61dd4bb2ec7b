-- csv read: TIMESTAMP with a T
-- '2024-01-05T10:20:30' fails: DateTimeParseException at index 10.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('2024-01-05T10:20:30');
CREATE TABLE r (x TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
SELECT * FROM r;
