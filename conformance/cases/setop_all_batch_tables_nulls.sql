-- Batch INTERSECT ALL and EXCEPT ALL over tables, with duplicates and NULLs
-- Pins down: INTERSECT ALL keeps a row the smaller of its two sides' counts of times and EXCEPT
-- ALL the left count less the right one (when positive), NULLs matching NULLs in every column;
-- they run as the plan prints them: the marked UNION ALL, the count aggregate, the Calc of the
-- counts and the Correlate of $REPLICATE_ROWS$1, a filtered input's Calc merged with its markers.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE a (x INT, y STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'json');
CREATE TABLE b (x INT, y STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'json');
INSERT INTO a VALUES (1, 'p'), (1, 'p'), (1, 'p'), (2, CAST(NULL AS STRING)), (2, CAST(NULL AS STRING)), (CAST(NULL AS INT), 'q'), (3, 'r'), (CAST(NULL AS INT), CAST(NULL AS STRING)), (CAST(NULL AS INT), CAST(NULL AS STRING));
INSERT INTO b VALUES (1, 'p'), (1, 'p'), (2, CAST(NULL AS STRING)), (CAST(NULL AS INT), CAST(NULL AS STRING)), (CAST(NULL AS INT), CAST(NULL AS STRING)), (CAST(NULL AS INT), CAST(NULL AS STRING)), (4, 's'), (3, 'x');
SELECT x, y FROM a INTERSECT ALL SELECT x, y FROM b;
SELECT x, y FROM a EXCEPT ALL SELECT x, y FROM b;
SELECT x FROM a INTERSECT ALL SELECT x FROM b;
SELECT x FROM a EXCEPT ALL SELECT x FROM b;
SELECT y FROM b EXCEPT ALL SELECT y FROM a;
EXPLAIN SELECT x, y FROM a WHERE x IS NULL OR y IS NOT NULL EXCEPT ALL SELECT x, y FROM b;
SELECT x, y FROM a WHERE x IS NULL OR y IS NOT NULL INTERSECT ALL SELECT x, y FROM b;
SELECT x, y FROM a WHERE x IS NULL OR y IS NOT NULL EXCEPT ALL SELECT x, y FROM b;
SELECT COUNT(*) AS n, x FROM (SELECT x FROM a INTERSECT ALL SELECT x FROM b) GROUP BY x;
CREATE TABLE setop_all_out (x INT, y STRING) WITH ('connector' = 'print', 'print-identifier' = 'setop_all_out');
INSERT INTO setop_all_out SELECT x, y FROM b EXCEPT ALL SELECT x, y FROM a;
