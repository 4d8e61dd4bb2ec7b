-- MATCH_ROWTIME() is a rowtime: a window over the matches
-- The match's time attribute, the rowtime of its last row, carries on; the CEP operator
-- passes the watermark on, so a tumbling window over the matches fires as time goes by.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id BIGINT, k AS CAST(id % 2 AS INT), price AS CAST((id * 37) % 11 AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '24', 'number-of-rows' = '24');
CREATE TABLE w (window_start TIMESTAMP(3), found BIGINT, rises BIGINT)
  WITH ('connector' = 'print', 'print-identifier' = 'w');
CREATE TEMPORARY VIEW rises AS
SELECT * FROM t MATCH_RECOGNIZE (ORDER BY ts MEASURES COUNT(B.id) AS n, MATCH_ROWTIME() AS mt
  AFTER MATCH SKIP PAST LAST ROW PATTERN (A B+? C) DEFINE B AS B.price > A.price, C AS C.price < LAST(B.price));
INSERT INTO w
SELECT window_start, COUNT(*), SUM(n) FROM TABLE(TUMBLE(TABLE rises, DESCRIPTOR(mt), INTERVAL '6' SECOND))
GROUP BY window_start, window_end;
