-- Interval join bounds in months
-- conformance: final
-- conformance: differs-from-batch
-- Flink reduces a bound with its time attributes at the epoch: a month after 1970-01-01 is 31
-- days, a month before it 31 days too (1969-12-01), two months 59 days; the join then uses
-- those fixed bounds, not calendar months, where a batch job's regular join compares the
-- calendar months (2024-01-31 plus a month is 2024-02-29).
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE m1 (id BIGINT, ts AS TIMESTAMPADD(DAY, CAST(id * 20 AS INT), TIMESTAMP '2024-01-31 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0',
  'fields.id.end' = '6', 'number-of-rows' = '7');
CREATE TABLE m2 (id BIGINT, ts AS TIMESTAMPADD(DAY, CAST(id * 30 AS INT), TIMESTAMP '2024-01-31 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0',
  'fields.id.end' = '4', 'number-of-rows' = '5');
EXPLAIN SELECT a.id, b.id AS bid FROM m1 a JOIN m2 b ON b.ts BETWEEN a.ts - INTERVAL '1' MONTH AND a.ts + INTERVAL '2' MONTH;
SELECT a.id, b.id AS bid, a.ts, b.ts AS bts FROM m1 a JOIN m2 b ON b.ts BETWEEN a.ts AND a.ts + INTERVAL '1' MONTH;
SELECT a.id, b.id AS bid FROM m1 a LEFT JOIN m2 b ON b.ts > a.ts AND b.ts < TIMESTAMPADD(MONTH, 1, a.ts) + INTERVAL '1' DAY;
