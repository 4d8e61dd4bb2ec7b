-- csv: csv.ignore-parse-errors
-- With csv.ignore-parse-errors a bad field becomes NULL and the row is kept; without it the read
-- fails with NumberFormatException.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING, s2 STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
INSERT INTO w VALUES ('1', 'x'), ('abc', 'y'), ('2', 'z');
CREATE TABLE r (i INT, s2 STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.ignore-parse-errors' = 'true');
SELECT * FROM r;
CREATE TABLE r2 (i INT, s2 STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
SELECT * FROM r2;
