-- NULLs in ORDER BY, in CASE and in IN lists
-- Pins down: ORDER BY ASC puts NULLs first and DESC puts them last by default, a NULL never matches a
-- simple CASE branch (CASE x WHEN NULL is never true) so it falls to ELSE, a searched CASE with IS
-- NULL catches it, CASE without ELSE yields NULL, and a NULL in an IN list makes a non-match UNKNOWN.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS
SELECT * FROM (VALUES ('p', 2), ('q', CAST(NULL AS INT)), ('r', 1), ('s', 3)) AS v(k, x);
SELECT k, x FROM t ORDER BY x;
SELECT k, x FROM t ORDER BY x DESC;
SELECT k, x, CASE x WHEN 1 THEN 'one' WHEN NULL THEN 'null!' ELSE 'other' END AS simple_case,
  CASE WHEN x IS NULL THEN 'missing' WHEN x > 1 THEN 'big' END AS searched_case,
  x IN (1, 2) AS in_list, x NOT IN (1, CAST(NULL AS INT)) AS not_in_with_null
FROM t ORDER BY k;
CREATE TABLE case_out (k STRING, label STRING) WITH ('connector' = 'print', 'print-identifier' = 'case_out');
INSERT INTO case_out SELECT k, CASE WHEN x IS NULL THEN 'missing' ELSE CAST(x AS STRING) END FROM t;
