-- Window join of two window aggregates
-- conformance: final
-- Two TUMBLE aggregates joined on their window_start and window_end are a window join: each
-- window's counts pair up once the watermark passes the window's end.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '3',
  'fields.id.end' = '9', 'number-of-rows' = '7');
CREATE TEMPORARY VIEW a AS SELECT k, window_start, window_end, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY k, window_start, window_end;
CREATE TEMPORARY VIEW b AS SELECT k, window_start, window_end, SUM(id) AS s FROM TABLE(TUMBLE(TABLE ev2, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY k, window_start, window_end;
EXPLAIN SELECT a.k, a.window_start, a.n, b.s FROM a LEFT JOIN b ON a.k = b.k AND a.window_start = b.window_start AND a.window_end = b.window_end;
SELECT a.k, a.window_start, a.n, b.s FROM a LEFT JOIN b ON a.k = b.k AND a.window_start = b.window_start AND a.window_end = b.window_end;
SELECT a.k, a.window_start, a.n, b.s FROM a FULL JOIN b ON a.window_start = b.window_start AND a.window_end = b.window_end AND a.n = 2;
