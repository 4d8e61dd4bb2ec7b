-- UNNEST under a WHERE whose conjuncts go to the scan, into the correlate, and stay above it
-- Pins down: EXPLAIN of the split; Flink names the Calc above the correlate by the unnested field (f0).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, tags ARRAY<STRING>, m MAP<STRING, INT>, r ARRAY<ROW<a INT, b STRING>>) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
INSERT INTO t VALUES (1, ARRAY['a', 'b'], MAP['x', 1, 'y', 2], ARRAY[ROW(1, 'p'), ROW(2, 'q')]), (2, ARRAY['c', CAST(NULL AS STRING)], MAP['z', 3], CAST(NULL AS ARRAY<ROW<a INT, b STRING>>)), (3, CAST(NULL AS ARRAY<STRING>), CAST(NULL AS MAP<STRING, INT>), ARRAY[ROW(3, 'r')]), (4, ARRAY[CAST(NULL AS STRING)], MAP['w', CAST(NULL AS INT)], ARRAY[CAST(NULL AS ROW<a INT, b STRING>)]);
EXPLAIN SELECT id, a, b FROM t CROSS JOIN UNNEST(r) AS x(a, b);
EXPLAIN SELECT id, tag FROM t CROSS JOIN UNNEST(tags) AS x(tag) WHERE tag <> 'a' AND id > 1 AND tag <> CAST(id AS STRING);
