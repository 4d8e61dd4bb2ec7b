-- OVER ordered by a time that a group aggregate or a regular join materialized
-- MAX(ts) of a group aggregate and a joined row's ts are plain timestamps to the planner: the OVER
-- aggregate is one over a regular column, which takes the aggregate's updates and emits as rows come.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '3',
  'fields.id.end' = '9', 'number-of-rows' = '7');
SELECT k, COUNT(*) OVER (PARTITION BY k ORDER BY ts) AS c FROM (SELECT k, MAX(ts) AS ts FROM ev GROUP BY k);
SELECT a.k, COUNT(*) OVER (PARTITION BY a.k ORDER BY a.ts) AS c FROM ev a JOIN ev2 b ON a.id = b.id;
