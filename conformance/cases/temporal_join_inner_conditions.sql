-- An INNER temporal join keeps its whole condition in the join
-- Flink 2.3 pushes neither a conjunct on the orders alone nor one on the rates alone below an
-- event-time temporal join over a versioned table: every conjunct is checked against the
-- version valid at the order's time, so order 2, whose valid version (rate 12) fails r.rate <>
-- 12, gives no row rather than meeting the older rate 11; order 1 fails o.id > 1.
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
CREATE TABLE tji (id INT, cur STRING, rate INT) WITH ('connector' = 'print', 'print-identifier' = 'tji');
EXPLAIN INSERT INTO tji
SELECT o.id, o.cur, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r
  ON o.cur = r.cur AND o.id > 1 AND r.rate <> 12;
INSERT INTO tji
SELECT o.id, o.cur, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r
  ON o.cur = r.cur AND o.id > 1 AND r.rate <> 12;
