-- Interval join, left, right and full outer
-- conformance: final
-- Flink's IntervalJoin pads an outer join's unmatched row with NULLs once the watermark passes
-- the row's bound, as an insert; a regular join would emit it at once and retract it later.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id * 2 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '6', 'number-of-rows' = '6');
SELECT L.id, R.id AS rid FROM ev L LEFT JOIN ev2 R ON L.k = R.k AND R.ts BETWEEN L.ts AND L.ts + INTERVAL '3' SECOND;
SELECT L.id, R.id AS rid FROM ev L RIGHT JOIN ev2 R ON L.k = R.k AND R.ts BETWEEN L.ts - INTERVAL '1' SECOND AND L.ts;
SELECT L.id, R.id AS rid FROM ev L FULL JOIN ev2 R ON L.k = R.k AND R.ts BETWEEN L.ts AND L.ts + INTERVAL '1' SECOND;
