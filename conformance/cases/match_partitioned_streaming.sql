-- MATCH_RECOGNIZE in streaming mode, partitioned, into a print sink
-- Each partition runs its own NFA once the watermark passes its rows; the output appends.
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id BIGINT, k AS CAST(id % 2 AS INT), price AS CAST((id * 37) % 11 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '24', 'number-of-rows' = '24');
CREATE TABLE m (k INT, s BIGINT, e BIGINT, n BIGINT, c BIGINT, mt TIMESTAMP(3))
  WITH ('connector' = 'print', 'print-identifier' = 'pm');
INSERT INTO m
SELECT * FROM t MATCH_RECOGNIZE (PARTITION BY k ORDER BY ts
  MEASURES FIRST(A.id) AS s, LAST(A.id) AS e, COUNT(A.id) AS n, C.id AS c, MATCH_ROWTIME() AS mt
  AFTER MATCH SKIP PAST LAST ROW PATTERN (A+ C) DEFINE A AS A.price > 2) AS mr;
