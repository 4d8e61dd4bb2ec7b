-- UNNEST: CROSS JOIN, comma, WITH ORDINALITY, LEFT JOIN ... ON TRUE, MAP, ARRAY of ROW, UNNEST alone, a WHERE on the unnested field
-- Pins down: a NULL collection gives no row (LEFT: one with NULLs), a NULL element a NULL row, a NULL ROW element no row; EXPLAIN's Correlate.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, tags ARRAY<STRING>, m MAP<STRING, INT>, r ARRAY<ROW<a INT, b STRING>>) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
INSERT INTO t VALUES (1, ARRAY['a', 'b'], MAP['x', 1, 'y', 2], ARRAY[ROW(1, 'p'), ROW(2, 'q')]), (2, ARRAY['c', CAST(NULL AS STRING)], MAP['z', 3], CAST(NULL AS ARRAY<ROW<a INT, b STRING>>)), (3, CAST(NULL AS ARRAY<STRING>), CAST(NULL AS MAP<STRING, INT>), ARRAY[ROW(3, 'r')]), (4, ARRAY[CAST(NULL AS STRING)], MAP['w', CAST(NULL AS INT)], ARRAY[CAST(NULL AS ROW<a INT, b STRING>)]);
SELECT id, tag FROM t CROSS JOIN UNNEST(tags) AS x(tag);
SELECT id, tag FROM t, UNNEST(tags) AS x(tag);
SELECT id, tag, pos FROM t CROSS JOIN UNNEST(tags) WITH ORDINALITY AS x(tag, pos);
SELECT id, tag FROM t LEFT JOIN UNNEST(tags) AS x(tag) ON TRUE;
SELECT id, k, v FROM t CROSS JOIN UNNEST(m) AS x(k, v);
SELECT id, a, b FROM t CROSS JOIN UNNEST(r) AS x(a, b);
SELECT id, x.* FROM t CROSS JOIN UNNEST(r) AS x;
SELECT * FROM UNNEST(ARRAY[1, 2, 3]) AS x(n);
SELECT id, tag FROM t CROSS JOIN UNNEST(tags) AS x(tag) WHERE tag <> 'a';
SELECT id, COUNT(*) FROM t CROSS JOIN UNNEST(tags) AS x(tag) GROUP BY id;
EXPLAIN SELECT id, tag FROM t CROSS JOIN UNNEST(tags) AS x(tag);
EXPLAIN SELECT id, tag, pos FROM t CROSS JOIN UNNEST(tags) WITH ORDINALITY AS x(tag, pos);
EXPLAIN SELECT id, tag FROM t LEFT JOIN UNNEST(tags) AS x(tag) ON TRUE;
EXPLAIN SELECT id, k, v FROM t CROSS JOIN UNNEST(m) AS x(k, v);
EXPLAIN SELECT id, tag FROM t CROSS JOIN UNNEST(tags) AS x(tag) WHERE tag <> 'a';
EXPLAIN SELECT * FROM UNNEST(ARRAY[1, 2, 3]) AS x(n);
SELECT id, tag FROM t LEFT JOIN UNNEST(tags) AS x(tag) ON tag = 'a';
