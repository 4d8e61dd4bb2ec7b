-- Interval join bounds written as other constant expressions of the time attribute
-- Flink's IntervalJoinUtil reduces any expression of one time attribute and constants.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id * 2 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '6', 'number-of-rows' = '6');
EXPLAIN SELECT L.id, R.id AS rid FROM ev L JOIN ev2 R ON L.k = R.k AND R.ts BETWEEN L.ts AND TIMESTAMPADD(SECOND, 3, L.ts);
EXPLAIN SELECT L.id, R.id AS rid FROM ev L JOIN ev2 R ON L.k = R.k AND R.ts >= L.ts AND R.ts <= L.ts + INTERVAL '1' SECOND + INTERVAL '2' SECOND;
EXPLAIN SELECT L.id, R.id AS rid FROM ev L JOIN ev2 R ON L.k = R.k AND R.ts >= L.ts AND R.ts - INTERVAL '3' SECOND <= L.ts;
