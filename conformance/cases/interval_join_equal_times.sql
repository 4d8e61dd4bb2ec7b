-- A join on equal rowtimes is an interval join
-- Equality of the two time attributes bounds the interval to zero on both sides: Flink plans an
-- IntervalJoin with both bounds 0.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id * 2 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '8', 'number-of-rows' = '8');
CREATE TABLE shipments (oid BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(oid * 3 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.oid.kind' = 'sequence', 'fields.oid.start' = '2',
  'fields.oid.end' = '9', 'number-of-rows' = '8');
EXPLAIN SELECT o.id, s.oid FROM orders o JOIN shipments s ON o.ts = s.ts;
SELECT o.id, s.oid FROM orders o JOIN shipments s ON o.ts = s.ts;
