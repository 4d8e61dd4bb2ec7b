-- nested: deeper nesting through a json table
-- ARRAY of ROW, MAP of ARRAY, ROW holding a MAP and a TIMESTAMP, and an ARRAY of TIMESTAMP(3)
-- are written as JSON and read back; element and field access work on the read values.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, ar ARRAY<ROW<k STRING, n INT>>, ma MAP<STRING, ARRAY<INT>>, r ROW<m MAP<STRING, STRING>, ts TIMESTAMP(3)>, tsa ARRAY<TIMESTAMP(3)>) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
INSERT INTO t VALUES (1, ARRAY[ROW('a', 1), ROW('b', CAST(NULL AS INT))], MAP['x', ARRAY[1, 2], 'y', CAST(NULL AS ARRAY<INT>)], ROW(MAP['1', 'one'], TIMESTAMP '2024-01-05 10:20:30.123'), ARRAY[TIMESTAMP '2024-01-05 10:20:30', CAST(NULL AS TIMESTAMP(3))]), (2, CAST(NULL AS ARRAY<ROW<k STRING, n INT>>), CAST(NULL AS MAP<STRING, ARRAY<INT>>), CAST(NULL AS ROW<m MAP<STRING, STRING>, ts TIMESTAMP(3)>), CAST(NULL AS ARRAY<TIMESTAMP(3)>));
SELECT * FROM t;
SELECT id, ar[1].k, ar[2].n, ma['x'][2], r.m['1'], r.ts, CARDINALITY(ar) FROM t;
