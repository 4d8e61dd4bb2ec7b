-- ORDER BY an event-time attribute ascending is allowed in streaming mode
-- Sorting on the rowtime is a temporal sort: rows are emitted in time order as the watermark
-- passes them. ids 0..5 arrive in time order already.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '5');
CREATE TABLE s (id BIGINT, ts TIMESTAMP(3)) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT id, ts FROM ticks ORDER BY ts;
