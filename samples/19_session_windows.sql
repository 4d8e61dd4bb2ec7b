-- Session windows: group each user's clicks into visits that end after 10 quiet seconds
-- SESSION(TABLE t PARTITION BY k, DESCRIPTOR(ts), gap) gives each row the window [ts, ts + gap)
-- and merges the windows of one key that meet, so a session lasts from its first row to its
-- last row plus the gap. Unlike TUMBLE and HOP its windows are not fixed in advance: a row can
-- stretch a session, and a late row that falls in the pause between two sessions of its user
-- joins them into one: alice's click of 00:11 arrives after her click of 00:20 and bridges the
-- sessions 00:00-00:12 and 00:20-00:30 into 00:00-00:30. GROUP BY the partition keys with window_start, window_end makes a window
-- aggregate: each session emits once, as an insert, when the watermark passes its end. Flink
-- runs session windows in streaming mode only. The batch statements write the clicks in the
-- order they arrive.
SET 'execution.runtime-mode' = 'batch';

CREATE TABLE clicks_file (user_name STRING, page STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'filesystem', 'path' = '/tmp/flinkpad/clicks', 'format' = 'csv');
INSERT OVERWRITE clicks_file VALUES
  ('alice', 'home', TIMESTAMP '2024-01-01 00:00:00'),
  ('bob', 'home', TIMESTAMP '2024-01-01 00:00:03'),
  ('alice', 'search', TIMESTAMP '2024-01-01 00:00:02'),
  ('bob', 'cart', TIMESTAMP '2024-01-01 00:00:09'),
  ('alice', 'item', TIMESTAMP '2024-01-01 00:00:20'),
  ('alice', 'cart', TIMESTAMP '2024-01-01 00:00:11'),
  ('bob', 'home', TIMESTAMP '2024-01-01 00:00:40'),
  ('alice', 'home', TIMESTAMP '2024-01-01 00:00:50');

SET 'execution.runtime-mode' = 'streaming';

CREATE TABLE clicks (user_name STRING, page STRING, ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts - INTERVAL '10' SECOND
) WITH ('connector' = 'filesystem', 'path' = '/tmp/flinkpad/clicks', 'format' = 'csv');

CREATE TABLE visits (user_name STRING, visit_start TIMESTAMP(3), visit_end TIMESTAMP(3), clicks BIGINT)
  WITH ('connector' = 'print', 'print-identifier' = 'visits');

INSERT INTO visits
SELECT user_name, window_start, window_end, COUNT(*)
FROM TABLE(SESSION(TABLE clicks PARTITION BY user_name, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY user_name, window_start, window_end;
