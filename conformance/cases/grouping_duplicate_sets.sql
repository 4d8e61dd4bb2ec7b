-- Duplicate grouping sets, and GROUP_ID() numbering their occurrences
-- Each occurrence of a set yields its groups again: Calcite plans them as a UNION ALL of
-- aggregates, each with its GROUP_ID() as a constant.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 'x', 10), (1, 'y', 20), (2, 'x', 30)) AS t(a, b, c);
SELECT a, GROUP_ID(), COUNT(*) FROM v GROUP BY GROUPING SETS ((a), (a), ());
SELECT COUNT(*) FROM v GROUP BY GROUPING SETS ((), ());
SELECT a, b, GROUP_ID(), SUM(c) FROM v GROUP BY GROUPING SETS ((a, b), (a), (a, b)) HAVING SUM(c) > 10;
