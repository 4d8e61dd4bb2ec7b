-- Window join followed by a TUMBLE over its window_time
-- conformance: final
-- The window_time a window join passes on stays a time attribute: a TUMBLE over it feeds a
-- window aggregate; the order of keys within a window depends on how the inputs interleave.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), v AS CAST(id * 7 % 10 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '3',
  'fields.id.end' = '9', 'number-of-rows' = '7');
CREATE TEMPORARY VIEW j AS SELECT L.id, R.id AS rid, L.window_time AS wt FROM (SELECT * FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) L JOIN (SELECT * FROM TABLE(TUMBLE(TABLE ev2, DESCRIPTOR(ts), INTERVAL '5' SECOND))) R ON L.k = R.k AND L.window_start = R.window_start AND L.window_end = R.window_end;
EXPLAIN SELECT window_start, window_end, COUNT(*) AS n, SUM(id) AS s FROM TABLE(TUMBLE(TABLE j, DESCRIPTOR(wt), INTERVAL '10' SECOND)) GROUP BY window_start, window_end;
SELECT window_start, window_end, COUNT(*) AS n, SUM(id) AS s FROM TABLE(TUMBLE(TABLE j, DESCRIPTOR(wt), INTERVAL '10' SECOND)) GROUP BY window_start, window_end;
SELECT id, rid, wt, window_start FROM TABLE(TUMBLE(TABLE j, DESCRIPTOR(wt), INTERVAL '10' SECOND));
