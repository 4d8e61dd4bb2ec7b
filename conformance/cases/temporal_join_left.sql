-- An event-time temporal LEFT JOIN pads the orders without a valid version
-- A LEFT temporal join keeps every order: one before every version of its currency's rate, or
-- of a currency without rates, is padded with NULLs. The condition's other conjuncts are
-- checked against the version valid at the order's time: a left-only one keeps the order padded
-- when it fails, and one on the rates alone filters the versions before the join, as Flink
-- pushes it into the versioned side (an order then meets an older version that passes). The
-- query's result is a changelog of inserts only.
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
CREATE TABLE tjl (id INT, cur STRING, rate INT) WITH ('connector' = 'print', 'print-identifier' = 'tjl');
EXPLAIN INSERT INTO tjl
SELECT o.id, o.cur, r.rate FROM orders AS o LEFT JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.cur = r.cur;
INSERT INTO tjl
SELECT o.id, o.cur, r.rate FROM orders AS o LEFT JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.cur = r.cur;
CREATE TABLE tjc (id INT, cur STRING, rate INT) WITH ('connector' = 'print', 'print-identifier' = 'tjc');
EXPLAIN INSERT INTO tjc
SELECT o.id, o.cur, r.rate FROM orders AS o LEFT JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r
  ON o.cur = r.cur AND o.id > 1 AND r.rate <> 12;
INSERT INTO tjc
SELECT o.id, o.cur, r.rate FROM orders AS o LEFT JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r
  ON o.cur = r.cur AND o.id > 1 AND r.rate <> 12;
CREATE TABLE tji (id INT, cur STRING, rate INT) WITH ('connector' = 'print', 'print-identifier' = 'tji');
INSERT INTO tji
SELECT o.id, o.cur, r.rate FROM orders AS o JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r
  ON o.cur = r.cur AND o.id > 1 AND r.rate <> 12 AND o.id + r.rate > 20;
