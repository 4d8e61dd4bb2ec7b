-- An append-only filesystem sink fed by an updating Rank
-- The sink names the Rank the same way, before its strategy is picked.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 2 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE VIEW latest AS SELECT id, k, ts FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY ts DESC) AS rn FROM ev) WHERE rn = 1;
CREATE TABLE out_fs (id BIGINT, k INT, ts TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/out', 'format' = 'csv');
INSERT INTO out_fs SELECT * FROM latest;
