-- An event-time temporal join joins each order with the rate valid at the order's time
-- FOR SYSTEM_TIME AS OF o.ts over a table with a primary key and a watermark is Flink's
-- TemporalJoin: each order meets the version of its currency's rate with the latest time at or
-- before the order's (an exact time included), one row per order, not one per version; an
-- order before every version, or of a currency without rates, gives no row. The rates file is
-- in time order, so that every version an order needs has arrived when the watermark passes
-- the order, and the rows do not depend on how Flink interleaves the two sources; their order
-- does, so the final table is compared. EXPLAIN prints the TemporalJoin with its temporal
-- condition, hashed on the key, and its changelog mode; the right side's rowtime leaves the
-- join as a plain timestamp, through a CAST.
-- conformance: final
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE rates_file (cur STRING, rate INT, ts TIMESTAMP(3)) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/rates', 'format' = 'csv');
INSERT INTO rates_file VALUES
  ('EUR', 10, TIMESTAMP '2024-01-01 00:00:00'), ('USD', 20, TIMESTAMP '2024-01-01 00:00:00'),
  ('EUR', 11, TIMESTAMP '2024-01-01 00:00:10'), ('USD', 21, TIMESTAMP '2024-01-01 00:00:15'),
  ('EUR', 12, TIMESTAMP '2024-01-01 00:00:20');
CREATE TABLE orders_file (id INT, cur STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
INSERT INTO orders_file VALUES
  (1, 'EUR', TIMESTAMP '2024-01-01 00:00:05'), (4, 'GBP', TIMESTAMP '2024-01-01 00:00:07'),
  (6, 'EUR', TIMESTAMP '2024-01-01 00:00:10'), (7, 'USD', TIMESTAMP '2024-01-01 00:00:14.999'),
  (3, 'USD', TIMESTAMP '2024-01-01 00:00:16'), (2, 'EUR', TIMESTAMP '2024-01-01 00:00:25'),
  (5, 'USD', TIMESTAMP '2023-12-31 23:59:59');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE rates (cur STRING, rate INT, ts TIMESTAMP(3), PRIMARY KEY (cur) NOT ENFORCED,
  WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/rates', 'format' = 'csv');
CREATE TABLE orders (id INT, cur STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
CREATE TABLE tj (id INT, cur STRING, rate INT) WITH ('connector' = 'print', 'print-identifier' = 'tj');
EXPLAIN INSERT INTO tj
SELECT o.id, o.cur, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.cur = r.cur;
EXPLAIN CHANGELOG_MODE
SELECT o.id, o.cur, r.rate, r.ts FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.cur = r.cur;
INSERT INTO tj
SELECT o.id, o.cur, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.cur = r.cur;
