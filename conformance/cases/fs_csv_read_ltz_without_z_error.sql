-- csv read: TIMESTAMP_LTZ without a zone
-- '2024-01-05 10:20:30' fails for TIMESTAMP_LTZ: DateTimeParseException at index 19.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('2024-01-05 10:20:30');
CREATE TABLE r (x TIMESTAMP_LTZ(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
SELECT * FROM r;
