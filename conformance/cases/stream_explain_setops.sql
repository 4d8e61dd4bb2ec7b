-- Streaming EXPLAIN of UNION, INTERSECT and EXCEPT
-- Flink rewrites INTERSECT and EXCEPT into a semi or anti join over distinct aggregates, and
-- UNION into a distinct aggregate over a Union. One field matches with IS NOT DISTINCT FROM,
-- several with each field's equality or both NULL.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE a (x INT, y STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'csv');
CREATE TABLE b (x INT, y STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'csv');
EXPLAIN CHANGELOG_MODE SELECT x FROM a INTERSECT SELECT x FROM b;
EXPLAIN CHANGELOG_MODE SELECT x, y FROM a EXCEPT SELECT x, y FROM b;
EXPLAIN CHANGELOG_MODE SELECT x FROM a UNION SELECT x FROM b;
EXPLAIN CHANGELOG_MODE SELECT x, y FROM a INTERSECT SELECT x, y FROM b;
EXPLAIN CHANGELOG_MODE SELECT y FROM a EXCEPT SELECT y FROM b;
EXPLAIN SELECT x FROM a INTERSECT SELECT x FROM b;
