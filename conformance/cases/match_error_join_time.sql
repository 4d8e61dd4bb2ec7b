-- MATCH_RECOGNIZE ordered by a regular join's rowtime
-- The join materialized ts: the pattern has no time attribute to order by.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '3',
  'fields.id.end' = '9', 'number-of-rows' = '7');
CREATE VIEW j AS SELECT a.id, a.k, a.ts FROM ev a JOIN ev2 b ON a.id = b.id;
SELECT * FROM j MATCH_RECOGNIZE (ORDER BY ts MEASURES A.id AS i PATTERN (A) DEFINE A AS A.id > 4) AS mr;
