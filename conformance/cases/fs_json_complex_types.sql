-- json: ARRAY, MAP, ROW and ARRAY of DECIMAL
-- Nested types are written as JSON arrays and objects and read back; DECIMAL 1.50 is written 1.5.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, a ARRAY<INT>, mp MAP<STRING, INT>, r ROW<x INT, y STRING>, ad ARRAY<DECIMAL(5, 2)>) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
INSERT INTO t VALUES (1, ARRAY[1, 2], MAP['k', 1], ROW(5, 'v'), ARRAY[CAST(1.50 AS DECIMAL(5, 2))]), (2, ARRAY[CAST(NULL AS INT)], MAP['a', CAST(NULL AS INT)], ROW(CAST(NULL AS INT), CAST(NULL AS STRING)), CAST(NULL AS ARRAY<DECIMAL(5, 2)>)), (3, CAST(NULL AS ARRAY<INT>), CAST(NULL AS MAP<STRING, INT>), CAST(NULL AS ROW<x INT, y STRING>), ARRAY[CAST(0 AS DECIMAL(5,2))]);
SELECT * FROM t;
