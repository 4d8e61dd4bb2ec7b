-- Batch INTERSECT and EXCEPT over tables, with NULLs
-- Pins down: INTERSECT and EXCEPT (run as a semi or anti hash join on all fields and an
-- aggregate) match NULL with NULL in every column, remove duplicates from the left input, and
-- keep a left row whose NULL-holding columns match a right row's only when all columns match.
-- A filtered left input is the smaller one by Flink's estimates: the join builds it (build=[left]).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE a (x INT, y STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'json');
CREATE TABLE b (x INT, y STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'json');
INSERT INTO a VALUES (1, 'p'), (1, 'p'), (2, CAST(NULL AS STRING)), (CAST(NULL AS INT), 'q'), (3, 'r'), (CAST(NULL AS INT), CAST(NULL AS STRING)), (CAST(NULL AS INT), CAST(NULL AS STRING));
INSERT INTO b VALUES (1, 'p'), (2, CAST(NULL AS STRING)), (CAST(NULL AS INT), CAST(NULL AS STRING)), (4, 's'), (3, 'x');
SELECT x, y FROM a INTERSECT SELECT x, y FROM b;
SELECT x, y FROM a EXCEPT SELECT x, y FROM b;
SELECT x FROM a INTERSECT SELECT x FROM b;
SELECT x FROM a EXCEPT SELECT x FROM b;
SELECT y FROM b EXCEPT SELECT y FROM a;
EXPLAIN SELECT x, y FROM a WHERE x IS NULL OR y IS NOT NULL INTERSECT SELECT x, y FROM b;
SELECT x, y FROM a WHERE x IS NULL OR y IS NOT NULL INTERSECT SELECT x, y FROM b;
SELECT x, y FROM a WHERE x IS NULL OR y IS NOT NULL EXCEPT SELECT x, y FROM b;
CREATE TABLE setop_out (x INT, y STRING) WITH ('connector' = 'print', 'print-identifier' = 'setop_out');
INSERT INTO setop_out SELECT x, y FROM b EXCEPT SELECT x, y FROM a;
