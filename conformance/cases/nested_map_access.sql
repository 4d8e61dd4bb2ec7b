-- nested: MAP constructor, key access and CARDINALITY
-- map['k'] is NULL for a missing key; a repeated key keeps its last value; CARDINALITY counts
-- entries; the key may be an expression of a wider type.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, MAP['a', 1, 'b', 2]), (2, MAP['a', CAST(NULL AS INT)]), (3, CAST(NULL AS MAP<STRING, INT>))) AS t(id, m);
SELECT id, m['a'], m['b'], m['zz'], CARDINALITY(m), TYPEOF(m['a']) FROM v;
SELECT MAP['a', 1, 'a', 2], CARDINALITY(MAP['a', 1, 'a', 2]), MAP[1, 'x', 2, 'y'][2], MAP[CAST(1 AS BIGINT), 'x'][1], MAP['k', ARRAY[1, 2]]['k'][2];
SELECT MAP['a', 1, 'b'];
