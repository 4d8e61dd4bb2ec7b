-- json read: TIMESTAMP with a T (SQL standard)
-- The default timestamp format is SQL: '2024-01-05T10:20:30' fails to deserialize.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('{"t":"2024-01-05T10:20:30"}');
CREATE TABLE r (t TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
SELECT * FROM r;
