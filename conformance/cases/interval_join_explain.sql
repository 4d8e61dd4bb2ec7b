-- Interval join EXPLAIN: the IntervalJoin node, its bounds in milliseconds and time indexes
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id * 2 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '6', 'number-of-rows' = '6');
EXPLAIN SELECT L.id, R.id AS rid, L.ts FROM ev L JOIN ev2 R ON L.k = R.k AND R.ts BETWEEN L.ts AND L.ts + INTERVAL '3' SECOND;
EXPLAIN CHANGELOG_MODE SELECT L.id, R.id AS rid FROM ev L LEFT JOIN ev2 R ON L.k = R.k AND L.ts > R.ts - INTERVAL '2' SECOND AND L.ts < R.ts + INTERVAL '1' MINUTE;
CREATE TEMPORARY VIEW pairs AS SELECT L.id, R.id AS rid, L.ts FROM ev L JOIN ev2 R ON L.k = R.k AND R.ts BETWEEN L.ts AND L.ts + INTERVAL '3' SECOND;
EXPLAIN SELECT window_start, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE pairs, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY window_start, window_end;
