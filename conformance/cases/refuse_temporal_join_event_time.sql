-- An event-time temporal join joins each order with the rate valid at the order's time
-- Flink joins each order with the version of its currency's rate that was valid at the order's
-- event time, so three orders give three rows, not one row per matching rate version. Flinkpad
-- refuses FOR SYSTEM_TIME AS OF rather than running it as a regular join.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE rates_file (cur STRING, rate INT, ts TIMESTAMP(3)) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/rates', 'format' = 'csv');
INSERT INTO rates_file VALUES
  ('EUR', 10, TIMESTAMP '2024-01-01 00:00:00'), ('EUR', 11, TIMESTAMP '2024-01-01 00:00:10'),
  ('EUR', 12, TIMESTAMP '2024-01-01 00:00:20'), ('USD', 20, TIMESTAMP '2024-01-01 00:00:00'),
  ('USD', 21, TIMESTAMP '2024-01-01 00:00:15');
CREATE TABLE orders_file (id INT, cur STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
INSERT INTO orders_file VALUES
  (1, 'EUR', TIMESTAMP '2024-01-01 00:00:05'), (2, 'EUR', TIMESTAMP '2024-01-01 00:00:25'),
  (3, 'USD', TIMESTAMP '2024-01-01 00:00:16');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE rates (cur STRING, rate INT, ts TIMESTAMP(3), PRIMARY KEY (cur) NOT ENFORCED,
  WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/rates', 'format' = 'csv');
CREATE TABLE orders (id INT, cur STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
CREATE TABLE tj (id INT, cur STRING, rate INT) WITH ('connector' = 'print', 'print-identifier' = 'tj');
INSERT INTO tj
SELECT o.id, o.cur, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.cur = r.cur;
