-- A bounded OVER window ordered by a rowtime attribute descending, in streaming mode
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
SELECT id, SUM(id) OVER (ORDER BY ts DESC ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM ticks;
