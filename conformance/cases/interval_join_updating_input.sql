-- An interval join over an input that updates
-- Flink's IntervalJoin reads inserts only: over a deduplication keeping the last row per key
-- on its rowtime, which keeps the time attribute but updates, planning fails.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id * 2 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '6', 'number-of-rows' = '6');
CREATE TEMPORARY VIEW last_per_k AS SELECT id, k, ts FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY ts DESC) AS rn FROM ev2) WHERE rn = 1;
SELECT L.id, R.id AS rid FROM ev L JOIN last_per_k R ON L.k = R.k AND R.ts BETWEEN L.ts AND L.ts + INTERVAL '3' SECOND;
