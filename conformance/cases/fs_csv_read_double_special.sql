-- csv read: DOUBLE and FLOAT from 1e3, NaN, -Infinity
-- 1e3, NaN and -Infinity all read.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true', 'csv.field-delimiter' = '|');
INSERT INTO w VALUES ('1e3,NaN,-Infinity');
CREATE TABLE r (x DOUBLE, y DOUBLE, z FLOAT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
SELECT * FROM r;
