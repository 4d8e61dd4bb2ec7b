-- Window join of SESSION windows
-- conformance: final
-- Two SESSION windows of one gap joined on window_start and window_end: Flink's operator meets
-- rows by window_end alone and leaves the windows' equalities out of its condition, so sessions
-- [2 s, 8 s) and [4 s, 8 s) join.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 2 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id * 3 - id % 4 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CAST(id % 2 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id * 3 - id % 4 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '2',
  'fields.id.end' = '9', 'number-of-rows' = '8');
EXPLAIN SELECT L.id, R.id AS rid, L.window_start, L.window_end FROM (SELECT * FROM TABLE(SESSION(TABLE ev, DESCRIPTOR(ts), INTERVAL '2' SECOND))) L JOIN (SELECT * FROM TABLE(SESSION(TABLE ev2, DESCRIPTOR(ts), INTERVAL '2' SECOND))) R ON L.window_start = R.window_start AND L.window_end = R.window_end;
SELECT L.id, R.id AS rid, L.window_start, L.window_end FROM (SELECT * FROM TABLE(SESSION(TABLE ev, DESCRIPTOR(ts), INTERVAL '2' SECOND))) L JOIN (SELECT * FROM TABLE(SESSION(TABLE ev2, DESCRIPTOR(ts), INTERVAL '2' SECOND))) R ON L.window_start = R.window_start AND L.window_end = R.window_end;
