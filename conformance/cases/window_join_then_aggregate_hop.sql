-- Window aggregate over a HOP window join
-- GROUP BY window_start, window_end of a window join of HOP windows: Flink aggregates each
-- window the join's rows carry on its own, once the watermark passes its end.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '3',
  'fields.id.end' = '9', 'number-of-rows' = '7');
CREATE TEMPORARY VIEW j AS SELECT L.id, R.id AS rid, L.window_start, L.window_end FROM (SELECT * FROM TABLE(HOP(TABLE ev, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '4' SECOND))) L JOIN (SELECT * FROM TABLE(HOP(TABLE ev2, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '4' SECOND))) R ON L.k = R.k AND L.window_start = R.window_start AND L.window_end = R.window_end;
EXPLAIN SELECT window_start, window_end, COUNT(*) AS n, SUM(rid) AS s FROM j GROUP BY window_start, window_end;
SELECT window_start, window_end, COUNT(*) AS n, SUM(rid) AS s FROM j GROUP BY window_start, window_end;
