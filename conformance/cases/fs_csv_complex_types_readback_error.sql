-- csv: ARRAY and ROW
-- csv writes arrays joined by ';' and rows as their fields joined by ';'; a NULL element is empty,
-- and reading the table back fails on the empty INT element.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, a ARRAY<INT>, r ROW<x INT, y STRING>, sa ARRAY<STRING>) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
INSERT INTO t VALUES (1, ARRAY[1, 2], ROW(5, 'v'), ARRAY['a b', 'c']), (2, ARRAY[CAST(NULL AS INT), 3], ROW(CAST(NULL AS INT), CAST(NULL AS STRING)), ARRAY['']), (3, CAST(NULL AS ARRAY<INT>), CAST(NULL AS ROW<x INT, y STRING>), CAST(NULL AS ARRAY<STRING>));
SELECT * FROM t;
