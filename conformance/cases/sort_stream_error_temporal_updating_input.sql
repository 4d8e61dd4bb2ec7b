-- ORDER BY a rowtime over an updating input
-- The streaming sort on a time attribute reads inserts only.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 2 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE VIEW latest AS SELECT id, k, ts FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY ts DESC) AS rn FROM ev) WHERE rn = 1;
SELECT * FROM latest ORDER BY ts;
