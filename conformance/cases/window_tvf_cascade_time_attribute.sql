-- Cascading windows: a window function over a group window's or a window aggregate's time
-- conformance: final
-- TUMBLE_ROWTIME of a group window and window_time of a window aggregate stay rowtime
-- attributes, so a second, larger window can group the first one's results.
-- Two keys fire at one time in the second windows; Flink emits them in its timer queue's order.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 2 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '30', 'number-of-rows' = '30');
CREATE VIEW g AS SELECT k, TUMBLE_ROWTIME(ts, INTERVAL '5' SECOND) AS rt, COUNT(*) AS c FROM ev GROUP BY k, TUMBLE(ts, INTERVAL '5' SECOND);
SELECT k, window_start, window_end, SUM(c) AS c FROM TABLE(TUMBLE(TABLE g, DESCRIPTOR(rt), INTERVAL '10' SECOND))
  GROUP BY k, window_start, window_end;
CREATE VIEW w AS SELECT k, window_time AS rt, COUNT(*) AS c FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))
  GROUP BY k, window_start, window_end, window_time;
SELECT k, window_start, window_end, SUM(c) AS c FROM TABLE(TUMBLE(TABLE w, DESCRIPTOR(rt), INTERVAL '10' SECOND))
  GROUP BY k, window_start, window_end;
