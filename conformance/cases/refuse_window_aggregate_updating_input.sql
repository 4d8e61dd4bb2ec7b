-- A window aggregate over an updating input
-- Flink takes a retraction out of a window until the window fires, and drops it after: the rows
-- depend on when the periodic watermarks pass the retractions.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 2 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE VIEW latest AS SELECT id, k, ts FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY ts DESC) AS rn FROM ev) WHERE rn = 1;
SELECT window_start, COUNT(*) AS c FROM TABLE(TUMBLE(TABLE latest, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY window_start, window_end;
