-- NULL with string concatenation and as a GROUP BY key; COUNT(*) vs COUNT(col)
-- Pins down: 'a' || NULL is NULL and CONCAT('a', NULL) is NULL too, CONCAT_WS skips NULLs,
-- COALESCE as the usual fix, all NULL keys fall into one group, COUNT(*) counts the NULL rows while
-- COUNT(col) does not, SUM over only NULLs is NULL, and DISTINCT keeps one NULL.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS
SELECT * FROM (VALUES ('x', 'a', 1), (CAST(NULL AS STRING), 'b', 2), ('x', CAST(NULL AS STRING), CAST(NULL AS INT)),
  (CAST(NULL AS STRING), CAST(NULL AS STRING), 4), (CAST(NULL AS STRING), 'c', CAST(NULL AS INT))) AS v(k, s, n);
SELECT k, s, k || s AS pipes, CONCAT(k, s) AS concat_fn, CONCAT_WS('-', k, s) AS ws, COALESCE(k, '?') || COALESCE(s, '?') AS fixed FROM t;
SELECT k, COUNT(*) AS all_rows, COUNT(s) AS with_s, COUNT(n) AS with_n, SUM(n) AS total FROM t GROUP BY k;
SELECT s, SUM(n) AS total FROM t WHERE n IS NULL GROUP BY s;
SELECT DISTINCT k FROM t;
CREATE TABLE grp_out (k STRING, c BIGINT, cn BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'grp_out');
INSERT INTO grp_out SELECT k, COUNT(*), COUNT(n) FROM t GROUP BY k;
