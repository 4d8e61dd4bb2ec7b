-- How Flink plans the sample variance calls over a rowtime window in streaming mode
-- Pins down the expansion of STDDEV_SAMP and VAR_SAMP of a nullable INT and DOUBLE (the
-- CASE over the count, $SUM0 under CASE for the nullable sums, the casts to the argument's
-- type), an AVG beside them, and the pruning of the window's input.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT, k AS id % 2, v AS CAST((id * 7) % 10 AS INT), d AS CAST((id * 7) % 10 AS DOUBLE),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '8');
EXPLAIN SELECT id, STDDEV_SAMP(v) OVER w AS ss, VAR_SAMP(d) OVER w AS vs, AVG(v) OVER w AS a FROM ticks WINDOW w AS (PARTITION BY k ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW);
CREATE TABLE o1 (id BIGINT, ss INT, vs DOUBLE, a INT) WITH ('connector' = 'print', 'print-identifier' = 'o1');
INSERT INTO o1 SELECT id, STDDEV_SAMP(v) OVER w, VAR_SAMP(d) OVER w, AVG(v) OVER w
FROM ticks WINDOW w AS (PARTITION BY k ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW);
