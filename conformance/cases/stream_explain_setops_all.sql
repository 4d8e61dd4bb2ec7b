-- Streaming EXPLAIN of INTERSECT ALL and EXCEPT ALL
-- Flink plans them as an aggregate counting each side's rows over a Union, and a Correlate
-- with the table function $REPLICATE_ROWS$1 that repeats each row.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE a (x INT, y STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'csv');
CREATE TABLE b (x INT, y STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'csv');
EXPLAIN CHANGELOG_MODE SELECT x FROM a INTERSECT ALL SELECT x FROM b;
EXPLAIN CHANGELOG_MODE SELECT x FROM a EXCEPT ALL SELECT x FROM b;
