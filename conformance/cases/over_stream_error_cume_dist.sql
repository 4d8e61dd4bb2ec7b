-- CUME_DIST over a rowtime order in streaming mode
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
CREATE TABLE o1 (id BIGINT, c DOUBLE) WITH ('connector' = 'print', 'print-identifier' = 'o1');
INSERT INTO o1 SELECT id, CUME_DIST() OVER (ORDER BY ts) FROM ticks;
