-- Interval join, inner, with BETWEEN and with range comparisons
-- conformance: final
-- Flink plans an IntervalJoin: a pair comes out as an insert when both rows have arrived and
-- their times lie within the bounds; the output keeps both rowtime attributes.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id * 2 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '6', 'number-of-rows' = '6');
SELECT L.id, R.id AS rid, L.ts, R.ts AS rts FROM ev L JOIN ev2 R ON L.k = R.k AND R.ts BETWEEN L.ts AND L.ts + INTERVAL '3' SECOND;
SELECT L.id, R.id AS rid FROM ev L, ev2 R WHERE L.k = R.k AND L.ts > R.ts - INTERVAL '2' SECOND AND L.ts < R.ts + INTERVAL '1' SECOND;
SELECT L.id, R.id AS rid FROM ev L JOIN ev2 R ON L.ts = R.ts;
