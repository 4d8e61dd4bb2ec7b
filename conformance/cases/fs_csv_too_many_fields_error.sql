-- csv: a line with more fields than columns
-- A line with too many fields fails the read with Jackson's CsvReadException, even if a filter
-- would drop the row.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w (s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.disable-quote-character' = 'true');
INSERT INTO w VALUES ('1,a,b'), ('2'), ('3,c');
CREATE TABLE r (i INT, s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
SELECT * FROM r WHERE i = 3;
SELECT * FROM r;
