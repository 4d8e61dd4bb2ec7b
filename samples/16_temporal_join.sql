-- Temporal joins: price each order at the currency rate valid at the order's time
-- A table with a PRIMARY KEY and a WATERMARK is a versioned table: each row is a new version of
-- its key's value, valid from its event time until the next one. JOIN rates FOR SYSTEM_TIME AS OF
-- o.ts gives each order the version of its currency's rate valid at the order's time, not the
-- latest rate: order 2 at 00:05 meets EUR's rate of 00:00, order 6 at 00:20 the one of 00:10;
-- order 4 at 00:14 meets USD's first rate, order 5 at 00:15 already the new one.
-- The join waits for the watermark of both inputs to pass an order's time, so that no version
-- it needs can still arrive, and then emits the order once, as an insert. An order older than
-- every version of its rate (order 1), or of a currency without rates (GBP), has no row; a
-- LEFT JOIN would keep it with NULLs. Once the watermark passes a newer version the join drops
-- the older ones, so an order arriving late (behind the watermark) may find no version: the
-- first statements write both files in time order, and every order arrives in time.
SET 'execution.runtime-mode' = 'batch';

CREATE TABLE rates_file (currency STRING, rate DECIMAL(5, 2), ts TIMESTAMP(3)) WITH (
  'connector' = 'filesystem', 'path' = '/tmp/flinkpad/rates', 'format' = 'csv');
INSERT OVERWRITE rates_file VALUES
  ('EUR', 1.10, TIMESTAMP '2024-01-01 00:00:00'), ('USD', 1.00, TIMESTAMP '2024-01-01 00:00:00'),
  ('EUR', 1.12, TIMESTAMP '2024-01-01 00:10:00'), ('USD', 1.01, TIMESTAMP '2024-01-01 00:15:00');

CREATE TABLE orders_file (id INT, currency STRING, amount INT, ts TIMESTAMP(3)) WITH (
  'connector' = 'filesystem', 'path' = '/tmp/flinkpad/orders', 'format' = 'csv');
INSERT OVERWRITE orders_file VALUES
  (1, 'USD', 50, TIMESTAMP '2023-12-31 23:59:00'), (2, 'EUR', 100, TIMESTAMP '2024-01-01 00:05:00'),
  (3, 'GBP', 30, TIMESTAMP '2024-01-01 00:07:00'), (4, 'USD', 10, TIMESTAMP '2024-01-01 00:14:00'),
  (5, 'USD', 80, TIMESTAMP '2024-01-01 00:15:00'), (6, 'EUR', 200, TIMESTAMP '2024-01-01 00:20:00');

SET 'execution.runtime-mode' = 'streaming';

CREATE TABLE rates (
  currency STRING, rate DECIMAL(5, 2), ts TIMESTAMP(3),
  PRIMARY KEY (currency) NOT ENFORCED,
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'filesystem', 'path' = '/tmp/flinkpad/rates', 'format' = 'csv');

CREATE TABLE orders (
  id INT, currency STRING, amount INT, ts TIMESTAMP(3),
  WATERMARK FOR ts AS ts
) WITH ('connector' = 'filesystem', 'path' = '/tmp/flinkpad/orders', 'format' = 'csv');

CREATE TABLE priced (id INT, currency STRING, amount INT, rate DECIMAL(5, 2), usd DECIMAL(16, 2))
  WITH ('connector' = 'print', 'print-identifier' = 'priced');

-- The rows' order depends on how the two files are read, so the suite compares the final table:
-- conformance: final
INSERT INTO priced
SELECT o.id, o.currency, o.amount, r.rate, o.amount * r.rate
FROM orders AS o
JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.currency = r.currency;
