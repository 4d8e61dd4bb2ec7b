-- Batch EXPLAIN of INTERSECT, EXCEPT and their ALL forms over tables
-- Flink rewrites INTERSECT and EXCEPT into a one-phase HashAggregate on every field over a semi
-- or anti hash join on all fields, NULLs matching NULLs (the execution plan keeps the join's
-- distribution with keep_input_as_is); INTERSECT ALL and EXCEPT ALL count each side's rows in
-- a two-phase aggregate over a marked Union, and a Correlate with $REPLICATE_ROWS$1 repeats them.
-- An aggregate over an input already hashed on its keys (the set operation's aggregate, a GROUP BY
-- on the same keys) is one HashAggregate(isMerge=[false]) reading it through keep_input_as_is.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE a (x INT, y STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'csv');
CREATE TABLE b (x INT, y STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'csv');
EXPLAIN SELECT x FROM a INTERSECT SELECT x FROM b;
EXPLAIN SELECT x, y FROM a INTERSECT SELECT x, y FROM b;
EXPLAIN SELECT x FROM a EXCEPT SELECT x FROM b;
EXPLAIN SELECT x, y FROM a EXCEPT SELECT x, y FROM b;
EXPLAIN SELECT x FROM a INTERSECT ALL SELECT x FROM b;
EXPLAIN SELECT x, y FROM a INTERSECT ALL SELECT x, y FROM b;
EXPLAIN SELECT x FROM a EXCEPT ALL SELECT x FROM b;
EXPLAIN SELECT x, y FROM a EXCEPT ALL SELECT x, y FROM b;
EXPLAIN SELECT x FROM a WHERE x > 1 INTERSECT SELECT x FROM b WHERE y = 'q';
EXPLAIN SELECT x, COUNT(*) FROM (SELECT x FROM a EXCEPT SELECT x FROM b) GROUP BY x;
EXPLAIN SELECT y FROM a EXCEPT SELECT y FROM b;
EXPLAIN SELECT x AS z FROM a INTERSECT SELECT x FROM b;
EXPLAIN SELECT x, COUNT(*) FROM (SELECT x FROM a GROUP BY x) GROUP BY x;
EXPLAIN SELECT x FROM a INTERSECT SELECT x FROM a;
EXPLAIN SELECT x FROM a EXCEPT ALL SELECT x FROM a WHERE x > 1;
