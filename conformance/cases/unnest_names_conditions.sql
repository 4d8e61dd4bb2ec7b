-- UNNEST: field names (alias, KEY and VALUE, a row's fields), nested UNNEST, conditions split between the scan, the correlate and a Calc
-- Pins down: the names Calcite gives the unnested fields and the Correlate's condition, and EXPLAIN of each shape.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, tags ARRAY<STRING>, m MAP<STRING, INT>, r ARRAY<ROW<a INT, b STRING>>) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
INSERT INTO t VALUES (1, ARRAY['a', 'b'], MAP['x', 1, 'y', 2], ARRAY[ROW(1, 'p'), ROW(2, 'q')]), (2, ARRAY['c', CAST(NULL AS STRING)], MAP['z', 3], CAST(NULL AS ARRAY<ROW<a INT, b STRING>>)), (3, CAST(NULL AS ARRAY<STRING>), CAST(NULL AS MAP<STRING, INT>), ARRAY[ROW(3, 'r')]), (4, ARRAY[CAST(NULL AS STRING)], MAP['w', CAST(NULL AS INT)], ARRAY[CAST(NULL AS ROW<a INT, b STRING>)]);
EXPLAIN SELECT id, a, b FROM t CROSS JOIN UNNEST(r) AS x(a, b);
SELECT * FROM t CROSS JOIN UNNEST(tags) AS x;
SELECT * FROM t CROSS JOIN UNNEST(m) AS x;
SELECT * FROM t CROSS JOIN UNNEST(m) WITH ORDINALITY AS x;
SELECT id, tag FROM t CROSS JOIN UNNEST(tags) AS x(tag) WHERE tag <> 'a' AND id > 1;
EXPLAIN SELECT id, tag FROM t LEFT JOIN UNNEST(tags) AS x(tag) ON tag = 'a';
EXPLAIN SELECT t.id, x.tag, y.k FROM t CROSS JOIN UNNEST(t.tags) AS x(tag) CROSS JOIN UNNEST(t.m) AS y(k, v);
SELECT t.id, x.tag, y.k FROM t CROSS JOIN UNNEST(t.tags) AS x(tag) CROSS JOIN UNNEST(t.m) AS y(k, v);
SELECT * FROM UNNEST(ARRAY[1, 2, 3]) WITH ORDINALITY AS x(n, o);
SELECT * FROM UNNEST(ARRAY[1, 2, 3]);
SELECT tag, COUNT(*) AS c FROM t CROSS JOIN UNNEST(tags) AS x(tag) GROUP BY tag;
