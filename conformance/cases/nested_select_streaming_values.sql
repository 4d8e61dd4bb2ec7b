-- nested: nested columns through projections, filters and UNION ALL in streaming mode
-- A ROW column's fields and an ARRAY's elements feed expressions; UNION ALL of nested columns.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, ARRAY['a', 'b'], ROW(10, 'x')), (2, ARRAY['c'], ROW(20, 'y'))) AS t(id, a, r);
SELECT id, UPPER(a[1]), r.EXPR$0 * 2, CARDINALITY(a) + id FROM v WHERE r.EXPR$0 > 10 OR a[2] = 'b';
SELECT a FROM v UNION ALL SELECT ARRAY['z'];
SELECT ROW(id, a) AS ra, MAP[a[1], id] AS m FROM v;
