-- Results of INTERSECT ALL and EXCEPT ALL in streaming mode
-- Flink counts each side's rows per distinct row and repeats the row as often as the counts
-- say: INTERSECT ALL keeps the smaller count of the two sides, EXCEPT ALL the left count less
-- the right one. The rows of the two inputs reach the aggregate in no fixed order, so the case
-- compares the final table.
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE a (x INT, y STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'csv');
CREATE TABLE b (x INT, y STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'csv');
INSERT INTO a VALUES (1, 'p'), (1, 'q'), (1, 'r'), (2, 's'), (3, 't'), (3, 'u'), (5, 'v');
INSERT INTO b VALUES (1, 'p'), (1, 'q'), (3, 'r'), (4, 's'), (5, 'u'), (5, 'w');
SELECT x FROM a INTERSECT ALL SELECT x FROM b;
SELECT x FROM a EXCEPT ALL SELECT x FROM b;
