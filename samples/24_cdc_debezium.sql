-- CDC: a changelog read with debezium-json
-- Change data capture tools such as Debezium write each change of a database row as a message:
-- "op" says what happened (c create, r snapshot read, u update, d delete), with the row "before"
-- and "after" it. The 'debezium-json' format turns each message into changelog rows: an insert,
-- an update as -U of the old row and +U of the new one, a delete as -D. So a query over the
-- table sees the database table as it changes, and an aggregate over it retracts what it
-- counted before. Here the messages are written into a file first, one JSON document a line,
-- through a 'raw' table (one STRING column, each row a line), and read back as a changelog in
-- streaming mode: Flink reads a changelog source in streaming mode only.
SET 'execution.runtime-mode' = 'batch';

CREATE TABLE product_changes (
  message STRING
) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/flinkpad/cdc/products',
  'format' = 'raw'
);

INSERT INTO product_changes VALUES
  ('{"before":null,"after":{"id":1,"name":"scooter","category":"toys","price":3.14},"op":"r"}'),
  ('{"before":null,"after":{"id":2,"name":"hammer","category":"tools","price":8.75},"op":"c"}'),
  ('{"before":null,"after":{"id":3,"name":"drill","category":"tools","price":24.5},"op":"c"}'),
  ('{"before":{"id":1,"name":"scooter","category":"toys","price":3.14},"after":{"id":1,"name":"scooter","category":"toys","price":4.2},"op":"u"}'),
  ('{"before":{"id":2,"name":"hammer","category":"tools","price":8.75},"after":null,"op":"d"}');

SET 'execution.runtime-mode' = 'streaming';

CREATE TABLE products (
  id INT,
  name STRING,
  category STRING,
  price DECIMAL(10, 2)
) WITH (
  'connector' = 'filesystem',
  'path' = '/tmp/flinkpad/cdc/products',
  'format' = 'debezium-json'
);

-- The changelog itself: five messages, six rows.
SELECT * FROM products;

-- Per category, as the database holds it after the changes: the deleted hammer and the old
-- scooter price are retracted.
SELECT category, COUNT(*) AS products, SUM(price) AS total FROM products GROUP BY category;
