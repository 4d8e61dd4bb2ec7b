-- A LEFT interval join
-- conformance: final
-- An order without a shipment in its interval comes out padded with NULLs once the watermark
-- passes the interval, as an insert.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id * 2 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '8', 'number-of-rows' = '8');
CREATE TABLE shipments (oid BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(oid * 3 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.oid.kind' = 'sequence', 'fields.oid.start' = '2',
  'fields.oid.end' = '9', 'number-of-rows' = '8');
SELECT o.id, s.oid, o.ts FROM orders o LEFT JOIN shipments s ON o.id = s.oid AND s.ts >= o.ts AND s.ts < o.ts + INTERVAL '4' SECOND;
