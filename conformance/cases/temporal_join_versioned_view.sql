-- An event-time temporal join over a versioned view: a deduplication keeping the last row by rowtime
-- Flink takes a view that keeps, per key, the last row by a rowtime (ROW_NUMBER() OVER
-- (PARTITION BY cur ORDER BY ts DESC) = 1) over an append-only table with a watermark as a
-- versioned table whose primary key is the partition key. The deduplication emits +U alone for
-- the join (changelogMode=[I,UA,D]), each row a new version, and the join meets the version
-- valid at each order's time, not the view's last row. EXPLAIN shows where Flink puts the
-- conditions on one side, for INNER and LEFT joins over the view.
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
CREATE TABLE rates (cur STRING, rate INT, ts TIMESTAMP(3), 
  WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/rates', 'format' = 'csv');
CREATE TABLE orders (id INT, cur STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
CREATE VIEW versioned_rates AS
SELECT cur, rate, ts FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY cur ORDER BY ts DESC) AS rn FROM rates) WHERE rn = 1;
CREATE TABLE tv (id INT, cur STRING, rate INT) WITH ('connector' = 'print', 'print-identifier' = 'tv');
EXPLAIN CHANGELOG_MODE INSERT INTO tv
SELECT o.id, o.cur, r.rate FROM orders AS o JOIN versioned_rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.cur = r.cur;
INSERT INTO tv
SELECT o.id, o.cur, r.rate FROM orders AS o JOIN versioned_rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.cur = r.cur;
CREATE TABLE tvl (id INT, cur STRING, rate INT) WITH ('connector' = 'print', 'print-identifier' = 'tvl');
EXPLAIN INSERT INTO tvl
SELECT o.id, o.cur, r.rate FROM orders AS o LEFT JOIN versioned_rates FOR SYSTEM_TIME AS OF o.ts AS r
  ON o.cur = r.cur AND o.id > 1 AND r.rate <> 12;
INSERT INTO tvl
SELECT o.id, o.cur, r.rate FROM orders AS o LEFT JOIN versioned_rates FOR SYSTEM_TIME AS OF o.ts AS r
  ON o.cur = r.cur AND o.id > 1 AND r.rate <> 12;
CREATE TABLE tvi (id INT, cur STRING, rate INT) WITH ('connector' = 'print', 'print-identifier' = 'tvi');
EXPLAIN INSERT INTO tvi
SELECT o.id, o.cur, r.rate FROM orders AS o JOIN versioned_rates FOR SYSTEM_TIME AS OF o.ts AS r
  ON o.cur = r.cur AND o.id > 1 AND r.rate <> 12;
INSERT INTO tvi
SELECT o.id, o.cur, r.rate FROM orders AS o JOIN versioned_rates FOR SYSTEM_TIME AS OF o.ts AS r
  ON o.cur = r.cur AND o.id > 1 AND r.rate <> 12;
