-- Time operators over a LEFT interval join's rowtime
-- conformance: final
-- conformance: differs-from-batch
-- A padded row comes out when the watermark passes its time plus the relative size plus one
-- millisecond, while the watermark the join passes on is held back by the relative size only:
-- a padded row whose time equals the watermark already passed on (ids 4 and 5) is late for the
-- OVER aggregate above, which drops it; the sort on the rowtime keeps it.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id * 2 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '6', 'number-of-rows' = '6');
CREATE TEMPORARY VIEW lj AS SELECT L.id, L.k, R.id AS rid, L.ts FROM ev L LEFT JOIN ev2 R ON L.k = R.k AND R.ts BETWEEN L.ts AND L.ts + INTERVAL '3' SECOND;
SELECT id, rid, COUNT(rid) OVER (PARTITION BY k ORDER BY ts ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS matched FROM lj;
SELECT id, rid FROM lj ORDER BY ts;
