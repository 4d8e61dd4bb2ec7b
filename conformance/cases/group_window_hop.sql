-- Legacy group window GROUP BY HOP in streaming mode, event time
-- HOP(ts, slide, size): each row falls in size/slide windows; the first windows start before
-- the first row (00:00:00 - 10 s). HOP_START, HOP_END and HOP_ROWTIME, with a second key.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '69');
SELECT HOP_START(ts, INTERVAL '10' SECOND, INTERVAL '20' SECOND) AS ws,
  HOP_END(ts, INTERVAL '10' SECOND, INTERVAL '20' SECOND) AS we,
  HOP_ROWTIME(ts, INTERVAL '10' SECOND, INTERVAL '20' SECOND) AS rt, COUNT(*) AS n, SUM(id) AS s
FROM ticks GROUP BY HOP(ts, INTERVAL '10' SECOND, INTERVAL '20' SECOND);
SELECT id % 2 AS k, HOP_END(ts, INTERVAL '15' SECOND, INTERVAL '45' SECOND) AS we, COUNT(*) AS n
FROM ticks GROUP BY HOP(ts, INTERVAL '15' SECOND, INTERVAL '45' SECOND), id % 2;
