-- Window aggregate with keys over a LEFT window join
-- conformance: final
-- GROUP BY the left side's window_start, window_end and another key over a LEFT window join is
-- a window aggregate over the join's windows; COUNT of the right side skips the padded rows,
-- and HAVING filters in the Calc above.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '3',
  'fields.id.end' = '9', 'number-of-rows' = '7');
CREATE TEMPORARY VIEW j AS SELECT L.k, L.id, R.id AS rid, L.window_start, L.window_end FROM (SELECT * FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) L LEFT JOIN (SELECT * FROM TABLE(TUMBLE(TABLE ev2, DESCRIPTOR(ts), INTERVAL '5' SECOND))) R ON L.k = R.k AND L.window_start = R.window_start AND L.window_end = R.window_end;
EXPLAIN SELECT k, window_start, COUNT(rid) AS n, SUM(id) AS s, MAX(rid) AS m FROM j GROUP BY k, window_start, window_end;
SELECT k, window_start, COUNT(rid) AS n, SUM(id) AS s, MAX(rid) AS m FROM j GROUP BY k, window_start, window_end;
SELECT window_start, window_end, COUNT(*) AS c FROM j GROUP BY window_start, window_end HAVING COUNT(rid) > 3;
