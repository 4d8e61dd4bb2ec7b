-- json read: DATE, TIME and TIMESTAMP_LTZ
-- '2024-01-05', '10:20:30' and '2024-01-05 10:20:30Z' read into DATE, TIME and TIMESTAMP_LTZ(3).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"d":"2024-01-05","t":"10:20:30","l":"2024-01-05 10:20:30Z"}');
CREATE TABLE r (d DATE, t TIME, l TIMESTAMP_LTZ(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
SELECT * FROM r;
