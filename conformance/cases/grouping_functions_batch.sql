-- GROUPING, GROUPING_ID and GROUP_ID over grouping sets in batch mode
-- GROUPING(a) is 1 where a is rolled up; GROUPING(a, b) and GROUPING_ID(a, b) are the bits, a the
-- high one; GROUP_ID() is 0 for distinct grouping sets; over one set GROUPING is the constant 0. HAVING filters on them.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 'x', 10), (1, 'y', 20), (2, 'x', 30), (3, CAST(NULL AS STRING), 50)) AS t(a, b, c);
SELECT a, b, GROUPING(a), GROUPING(b), GROUPING(a, b), GROUPING_ID(a, b), GROUPING_ID(b, a), SUM(c) FROM v GROUP BY CUBE (a, b);
SELECT a, GROUP_ID(), COUNT(*) FROM v GROUP BY GROUPING SETS ((a), ());
SELECT a, b, SUM(c) FROM v GROUP BY ROLLUP (a, b) HAVING GROUPING(b) = 1;
SELECT a, COUNT(DISTINCT b), SUM(c) FROM v GROUP BY ROLLUP (a);
SELECT a, GROUPING(a) FROM v GROUP BY a;
SELECT a, b, GROUPING(a) + 1, CASE WHEN GROUPING(b) = 1 THEN 'all' ELSE b END FROM v GROUP BY GROUPING SETS ((a, b), (a));
