-- nested: ROW constructor and field access
-- ROW(...) and a parenthesized list build rows; a named ROW column's fields are read with
-- column.field and table.column.field, and nested fields chain.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT id, CAST(r AS ROW<x INT, y STRING, z ROW<p DOUBLE, q ARRAY<INT>>>) AS r FROM (VALUES (1, ROW(1, 'a', ROW(1.5E0, ARRAY[1, 2]))), (2, ROW(CAST(NULL AS INT), CAST(NULL AS STRING), CAST(NULL AS ROW<p DOUBLE, q ARRAY<INT>>)))) AS t(id, r);
SELECT id, r, r.x, r.y, v.r.x, r.z.p, r.z.q[2], TYPEOF(r.x), TYPEOF(r.z) FROM v;
SELECT (1, 'a'), ROW(1, 'a', TRUE), ROW(CAST(NULL AS INT)), TYPEOF((1, 'a'));
CREATE TEMPORARY VIEW named AS SELECT ROW(1, 'a') AS r;
DESCRIBE named;
SELECT r.EXPR$0, r.EXPR$1 FROM named;
