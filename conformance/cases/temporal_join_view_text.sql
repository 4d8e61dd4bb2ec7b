-- SHOW CREATE VIEW of a view over a temporal join
-- Flink stores a view's query expanded, every name qualified; FOR SYSTEM_TIME AS OF stays on
-- the table it reads, and reading the view runs the temporal join.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE orders (id INT, cur STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
CREATE TABLE rates (cur STRING, rate INT, ts TIMESTAMP(3), PRIMARY KEY (cur) NOT ENFORCED,
  WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/rates', 'format' = 'csv');
CREATE VIEW enriched AS
SELECT o.id, r.rate FROM orders AS o LEFT JOIN rates FOR SYSTEM_TIME AS OF o.ts AS r ON o.cur = r.cur AND r.rate > 1;
SHOW CREATE VIEW enriched;
