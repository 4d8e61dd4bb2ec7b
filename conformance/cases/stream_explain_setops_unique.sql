-- Streaming EXPLAIN of set operations over filtered and unique inputs
-- EXCEPT ALL's marker projection merges into the filtering Calc below it; INTERSECT over a left
-- input unique on its fields (an aggregate) is the semi join alone, without the aggregate.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE a (x INT, y STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'csv');
CREATE TABLE b (x INT, y STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'csv');
EXPLAIN SELECT x FROM a EXCEPT ALL SELECT x FROM a WHERE x > 1;
EXPLAIN SELECT x FROM a GROUP BY x INTERSECT SELECT x FROM b;
