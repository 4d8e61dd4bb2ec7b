-- csv: a MAP column
-- csv does not support MAP: the INSERT fails with "Unsupported type 'MAP<STRING, INT>'".
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, mp MAP<STRING, INT>) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
INSERT INTO t VALUES (1, MAP['k', 1]);
