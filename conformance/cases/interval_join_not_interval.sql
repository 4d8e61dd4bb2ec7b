-- Joins with time bounds that Flink does not plan as interval joins: regular joins
-- conformance: final
-- Bounds on a non-time column, a time bound on one side only, two bounds in the same direction,
-- a bound mixing a time with another column, and a rowtime already materialized by an aggregate.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id * 2 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '6', 'number-of-rows' = '6');
SELECT L.id, R.id AS rid FROM ev L JOIN ev2 R ON L.k = R.k AND R.id BETWEEN L.id AND L.id + 2;
SELECT L.id, R.id AS rid FROM ev L JOIN ev2 R ON L.k = R.k AND R.ts BETWEEN TIMESTAMP '2024-01-01 00:00:04' AND TIMESTAMP '2024-01-01 00:00:08';
SELECT L.id, R.id AS rid FROM ev L JOIN ev2 R ON L.k = R.k AND R.ts >= L.ts AND R.ts > L.ts - INTERVAL '1' SECOND;
SELECT L.id, R.id AS rid FROM ev L JOIN ev2 R ON L.k = R.k AND R.ts >= L.ts AND R.ts <= TIMESTAMPADD(SECOND, CAST(R.id AS INT), L.ts);
SELECT L.k, L.mts, R.id AS rid FROM (SELECT k, MAX(ts) AS mts FROM ev GROUP BY k) L JOIN ev2 R ON L.k = R.k AND R.ts BETWEEN L.mts - INTERVAL '10' SECOND AND L.mts;
