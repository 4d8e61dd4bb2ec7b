-- FIRST_VALUE and LAST_VALUE in window aggregates over event-time TUMBLE and HOP windows
-- Pins down: the first and the last non-NULL value of each window in arrival order; ids 0..29 are
-- timestamps one second apart, every id divisible by 4 gives NULL.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '2' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '29');
CREATE TEMPORARY VIEW v AS SELECT id, ts, CASE WHEN id % 4 = 0 THEN CAST(NULL AS BIGINT) ELSE id * 10 END AS x FROM ticks;
CREATE TABLE tumbled (window_start TIMESTAMP(3), f BIGINT, l BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'tumbled');
INSERT INTO tumbled
SELECT window_start, FIRST_VALUE(x), LAST_VALUE(x)
FROM TABLE(TUMBLE(TABLE v, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY window_start, window_end;
CREATE TABLE hopped (window_start TIMESTAMP(3), f BIGINT, l BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'hopped');
INSERT INTO hopped
SELECT window_start, FIRST_VALUE(x), LAST_VALUE(x)
FROM TABLE(HOP(TABLE v, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND))
GROUP BY window_start, window_end;
