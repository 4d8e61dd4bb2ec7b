-- UNNEST: more EXPLAIN shapes in batch, and UNNEST in streaming mode under a group aggregate
-- Pins down: the Correlate keeps its input's changelog (insert-only here), EXPLAIN CHANGELOG_MODE.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, tags ARRAY<STRING>, m MAP<STRING, INT>, r ARRAY<ROW<a INT, b STRING>>) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
INSERT INTO t VALUES (1, ARRAY['a', 'b'], MAP['x', 1, 'y', 2], ARRAY[ROW(1, 'p'), ROW(2, 'q')]), (2, ARRAY['c', CAST(NULL AS STRING)], MAP['z', 3], CAST(NULL AS ARRAY<ROW<a INT, b STRING>>)), (3, CAST(NULL AS ARRAY<STRING>), CAST(NULL AS MAP<STRING, INT>), ARRAY[ROW(3, 'r')]), (4, ARRAY[CAST(NULL AS STRING)], MAP['w', CAST(NULL AS INT)], ARRAY[CAST(NULL AS ROW<a INT, b STRING>)]);
EXPLAIN SELECT * FROM t CROSS JOIN UNNEST(m) WITH ORDINALITY AS x;
EXPLAIN SELECT * FROM t CROSS JOIN UNNEST(tags) AS x;
EXPLAIN SELECT * FROM t CROSS JOIN UNNEST(m) AS x;
EXPLAIN SELECT id, q, w FROM t CROSS JOIN UNNEST(r) AS x(q, w);
EXPLAIN SELECT * FROM UNNEST(ARRAY[1, 2, 3]) WITH ORDINALITY AS x(n, o);
EXPLAIN SELECT tag FROM t CROSS JOIN UNNEST(tags) AS x(tag);
EXPLAIN SELECT id, tag FROM t CROSS JOIN UNNEST(tags) AS x(tag) WHERE id > 1;
EXPLAIN SELECT id, UPPER(tag) AS u FROM t CROSS JOIN UNNEST(tags) AS x(tag);
SELECT id, tag FROM t LEFT JOIN UNNEST(tags) WITH ORDINALITY AS x(tag, pos) ON TRUE;
SET 'execution.runtime-mode' = 'streaming';
EXPLAIN SELECT id, tag FROM t CROSS JOIN UNNEST(tags) AS x(tag);
EXPLAIN CHANGELOG_MODE SELECT tag, COUNT(*) AS c FROM t CROSS JOIN UNNEST(tags) AS x(tag) GROUP BY tag;
SELECT id, tag FROM t CROSS JOIN UNNEST(tags) AS x(tag);
SELECT tag, COUNT(*) AS c FROM t CROSS JOIN UNNEST(tags) AS x(tag) GROUP BY tag;
