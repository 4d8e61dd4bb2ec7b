-- STDDEV and VARIANCE over windows ordered by a rowtime, in streaming mode
-- Pins down the running and bounded forms of STDDEV_POP, STDDEV_SAMP, VAR_POP and VAR_SAMP
-- over a rowtime attribute, and how Flink plans them (EXPLAIN).
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT, k AS id % 2, v AS CAST((id * 7) % 10 AS INT), d AS CAST((id * 7) % 10 AS DOUBLE),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '8');
CREATE TABLE o1 (id BIGINT, sp INT, ss INT, vp INT, vs INT) WITH ('connector' = 'print', 'print-identifier' = 'o1');
INSERT INTO o1 SELECT id, STDDEV_POP(v) OVER w, STDDEV_SAMP(v) OVER w, VAR_POP(v) OVER w, VAR_SAMP(v) OVER w
FROM ticks WINDOW w AS (PARTITION BY k ORDER BY ts);
CREATE TABLE o2 (id BIGINT, sp DOUBLE, vs DOUBLE) WITH ('connector' = 'print', 'print-identifier' = 'o2');
INSERT INTO o2 SELECT id, STDDEV_POP(d) OVER w, VAR_SAMP(d) OVER w
FROM ticks WINDOW w AS (ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW);
EXPLAIN SELECT id, STDDEV_POP(d) OVER (ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW) AS sp FROM ticks;
