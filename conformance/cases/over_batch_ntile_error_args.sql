-- NTILE without its bucket count, in batch mode
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 1, 10), ('b', 2, 20)) AS v(k, o, x);
SELECT k, NTILE() OVER (ORDER BY o) FROM t;
