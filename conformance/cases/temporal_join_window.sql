-- A window aggregate over the rows of an event-time temporal join
-- The temporal join's output keeps the orders' rowtime as its time attribute and passes the
-- watermark on after the rows it emits, so a TUMBLE window over it fires as the watermark
-- passes each window's end, with the rate each order met.
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
CREATE VIEW enriched AS
SELECT o.id, o.ts, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.cur = r.cur;
CREATE TABLE tw (window_start TIMESTAMP(3), window_end TIMESTAMP(3), n BIGINT, s INT) WITH (
  'connector' = 'print', 'print-identifier' = 'tw');
INSERT INTO tw
SELECT window_start, window_end, COUNT(*), SUM(rate)
FROM TABLE(TUMBLE(TABLE enriched, DESCRIPTOR(ts), INTERVAL '10' SECOND)) GROUP BY window_start, window_end;
