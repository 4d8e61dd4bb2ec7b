-- Interval joins with conditions beside the time bounds
-- conformance: final
-- A condition other than the keys and the time bounds filters the pairs; an outer row whose
-- pairs all fail it is padded. Without an equality the inputs go to one task. A FULL join's
-- EXPLAIN CHANGELOG_MODE: inserts only.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id * 2 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '6', 'number-of-rows' = '6');
SELECT L.id, R.id AS rid FROM ev L LEFT JOIN ev2 R ON L.k = R.k AND L.id <> R.id AND R.ts BETWEEN L.ts AND L.ts + INTERVAL '3' SECOND;
SELECT L.id, R.id AS rid FROM ev L JOIN ev2 R ON L.id + R.id > 8 AND R.ts BETWEEN L.ts - INTERVAL '1' SECOND AND L.ts + INTERVAL '1' SECOND;
SELECT L.id, R.id AS rid FROM ev L, ev2 R WHERE L.k = R.k AND R.id < 5 AND L.ts >= R.ts AND L.ts < R.ts + INTERVAL '2' SECOND;
EXPLAIN CHANGELOG_MODE SELECT L.id, R.id AS rid FROM ev L FULL JOIN ev2 R ON L.k = R.k AND L.id <> R.id AND R.ts BETWEEN L.ts AND L.ts + INTERVAL '1' SECOND;
SELECT L.id, R.id AS rid, L.ts, R.ts AS rts FROM ev L FULL JOIN ev2 R ON L.k = R.k AND L.id <> R.id AND R.ts BETWEEN L.ts AND L.ts + INTERVAL '1' SECOND;
