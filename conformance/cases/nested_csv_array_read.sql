-- nested: csv ARRAY and ROW columns read back
-- csv reads an ARRAY<STRING> and an ARRAY<INT> and a ROW written by csv itself, with the default
-- ';' element delimiter, when no element is NULL.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, sa ARRAY<STRING>, ia ARRAY<INT>, r ROW<x INT, y STRING>) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
INSERT INTO t VALUES (1, ARRAY['a b', 'c'], ARRAY[1, 2], ROW(5, 'v')), (2, ARRAY[''], ARRAY[3], ROW(6, ''));
SELECT * FROM t;
SELECT id, sa[1], ia[2], r.y, CARDINALITY(sa) FROM t;
