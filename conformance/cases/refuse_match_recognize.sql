-- MATCH_RECOGNIZE finds a pattern of rows in event-time order
-- Flinkpad refuses it as not supported rather than as a syntax error.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id BIGINT, v AS CAST(id % 3 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '9');
CREATE TABLE m (s BIGINT, e BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'm');
INSERT INTO m
SELECT * FROM t MATCH_RECOGNIZE (
  ORDER BY ts
  MEASURES A.id AS s, C.id AS e
  ONE ROW PER MATCH
  AFTER MATCH SKIP PAST LAST ROW
  PATTERN (A B C)
  DEFINE A AS A.v = 1, B AS B.v = 2, C AS C.v = 0
) AS mr;
