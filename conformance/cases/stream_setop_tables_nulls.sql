-- Streaming INTERSECT and EXCEPT over tables, with NULLs
-- Pins down the streaming changelogs of the set operations setop_batch_tables_nulls runs in
-- batch mode (the final state is the batch result): NULL matches NULL in every column, and an
-- EXCEPT retracts a left row once a matching right row arrives.
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE a (x INT, y STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'json');
CREATE TABLE b (x INT, y STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'json');
INSERT INTO a VALUES (1, 'p'), (1, 'p'), (2, CAST(NULL AS STRING)), (CAST(NULL AS INT), 'q'), (3, 'r'), (CAST(NULL AS INT), CAST(NULL AS STRING)), (CAST(NULL AS INT), CAST(NULL AS STRING));
INSERT INTO b VALUES (1, 'p'), (2, CAST(NULL AS STRING)), (CAST(NULL AS INT), CAST(NULL AS STRING)), (4, 's'), (3, 'x');
SELECT x, y FROM a INTERSECT SELECT x, y FROM b;
SELECT x, y FROM a EXCEPT SELECT x, y FROM b;
SELECT x FROM a INTERSECT SELECT x FROM b;
SELECT y FROM b EXCEPT SELECT y FROM a;
