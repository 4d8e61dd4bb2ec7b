-- LAG over an OVER window ordered by a rowtime attribute, in streaming mode
-- Pins down: rows wait for the watermark and come out in time order, insert-only; late rows
-- (ids 2, 4, 7, 9) are dropped, including when a partition's timer fires with nothing due; rows of one time (ids 8 and 10) share LAG's value (RANGE);
-- LAG(v, n), a default where the partition has no row n back, a NULL value passed on even
-- with a default (id 5); LAG(v, 0); LAG next to SUM and a ROWS COUNT over one window.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  k AS id % 2,
  v AS CAST(CASE WHEN id = 3 THEN NULL ELSE id * 10 END AS INT),
  ts AS TIMESTAMPADD(SECOND, CAST(CASE id WHEN 0 THEN 10 WHEN 1 THEN 11 WHEN 2 THEN 9 WHEN 3 THEN 12 WHEN 4 THEN 10
    WHEN 5 THEN 15 WHEN 6 THEN 16 WHEN 7 THEN 13 WHEN 8 THEN 20 WHEN 9 THEN 16 WHEN 10 THEN 20 ELSE 21 END AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '2' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '11');
CREATE TABLE o1 (k BIGINT, id BIGINT, ts TIMESTAMP(3), p INT, p2 INT, pd INT, pk BIGINT, p0 INT) WITH ('connector' = 'print', 'print-identifier' = 'o1');
INSERT INTO o1 SELECT k, id, ts, LAG(v) OVER (PARTITION BY k ORDER BY ts), LAG(v, 2) OVER (PARTITION BY k ORDER BY ts),
  LAG(v, 1, -5) OVER (PARTITION BY k ORDER BY ts), LAG(id) OVER (PARTITION BY k ORDER BY ts), LAG(v, 0) OVER (PARTITION BY k ORDER BY ts) FROM ticks;
CREATE TABLE o2 (id BIGINT, ts TIMESTAMP(3), p BIGINT, s BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'o2');
INSERT INTO o2 SELECT id, ts, LAG(id, 2, CAST(-1 AS BIGINT)) OVER (ORDER BY ts), SUM(id) OVER (ORDER BY ts) FROM ticks;
CREATE TABLE o3 (id BIGINT, c BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'o3');
INSERT INTO o3 SELECT id, COUNT(id) OVER (ORDER BY ts ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) FROM ticks;
