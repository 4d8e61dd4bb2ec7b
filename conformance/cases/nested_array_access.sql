-- nested: ARRAY constructor, element access, CARDINALITY and ELEMENT
-- arr[i] is 1-based; an index past the end and a NULL index give NULL; CARDINALITY counts NULL
-- elements; ELEMENT of a one-element array is that element; ELEMENT of two elements fails.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, ARRAY[10, 20, 30]), (2, ARRAY[CAST(NULL AS INT), 5]), (3, CAST(NULL AS ARRAY<INT>))) AS t(id, a);
SELECT id, a[1], a[2], a[3], a[4], a[CAST(NULL AS INT)], a[id - 1], CARDINALITY(a) FROM v;
SELECT id, a[id], CARDINALITY(a) > 2, a[1] + 1 FROM v WHERE a[2] IS NOT NULL;
SELECT ELEMENT(ARRAY[7]), ELEMENT(ARRAY[CAST(NULL AS STRING)]), ARRAY['x', 'yz'][2], CARDINALITY(ARRAY[1, 2, 3]), TYPEOF(ARRAY[1, 2]), TYPEOF(ARRAY[1, 2][1]), TYPEOF(ARRAY['a', 'abc']), TYPEOF(ARRAY[1, 2.5]), ARRAY[1, 2.5], TYPEOF(ARRAY[1, CAST(NULL AS INT)]);
SELECT ELEMENT(ARRAY[1, 2]);
