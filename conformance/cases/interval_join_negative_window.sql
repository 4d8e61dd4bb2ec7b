-- An interval join whose window is empty
-- conformance: final
-- Bounds whose upper end lies below the lower one: Flink plans the IntervalJoin, which then
-- joins nothing and pads every row of an outer side as it comes.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id * 2 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '6', 'number-of-rows' = '6');
EXPLAIN SELECT L.id, R.id AS rid FROM ev L LEFT JOIN ev2 R ON L.k = R.k AND R.ts BETWEEN L.ts + INTERVAL '3' SECOND AND L.ts + INTERVAL '1' SECOND;
SELECT L.id, R.id AS rid FROM ev L LEFT JOIN ev2 R ON L.k = R.k AND R.ts BETWEEN L.ts + INTERVAL '3' SECOND AND L.ts + INTERVAL '1' SECOND;
SELECT L.id, R.id AS rid FROM ev L JOIN ev2 R ON L.k = R.k AND R.ts BETWEEN L.ts + INTERVAL '3' SECOND AND L.ts + INTERVAL '1' SECOND;
SELECT L.id, R.id AS rid FROM ev L FULL JOIN ev2 R ON L.k = R.k AND R.ts BETWEEN L.ts + INTERVAL '3' SECOND AND L.ts + INTERVAL '1' SECOND;
