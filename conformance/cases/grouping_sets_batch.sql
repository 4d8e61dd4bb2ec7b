-- GROUPING SETS, ROLLUP and CUBE in batch mode
-- Each grouping set groups by its keys; the keys outside it are NULL. () is the grand total.
-- Mixed forms (a, ROLLUP(b)) are the cross product of the sets; GROUP BY () alone is the grand total.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 'x', 10), (1, 'y', 20), (2, 'x', 30), (2, 'x', 40), (3, CAST(NULL AS STRING), 50)) AS t(a, b, c);
SELECT a, b, SUM(c), COUNT(*) FROM v GROUP BY GROUPING SETS ((a, b), (a), ());
SELECT a, b, SUM(c) FROM v GROUP BY ROLLUP (a, b);
SELECT a, b, COUNT(*) FROM v GROUP BY CUBE (a, b);
SELECT a, b, MAX(c) FROM v GROUP BY a, ROLLUP (b);
SELECT b, SUM(c) FROM v GROUP BY GROUPING SETS (b, ());
SELECT a, b, c, COUNT(*) FROM v GROUP BY GROUPING SETS ((a, b), (b, c), (c));
SELECT COUNT(*), SUM(c) FROM v GROUP BY ();
SELECT a, SUM(c) FROM v WHERE c > 10 GROUP BY ROLLUP (a) HAVING a IS NULL OR a > 1;
