-- datagen and blackhole: generate rows, and throw them away fast
-- The 'datagen' connector makes rows: random values by default, or sequences. With
-- 'number-of-rows' it is bounded and the job finishes. It makes 'rows-per-second' rows a
-- second (10,000 by default, in batch mode too), so a big table asks for more. The 'blackhole'
-- sink accepts everything and keeps nothing, which is how to measure a query without an output.
SET 'execution.runtime-mode' = 'batch';

CREATE TABLE orders (
  order_id BIGINT,
  price DOUBLE,
  buyer STRING
) WITH (
  'connector' = 'datagen',
  'number-of-rows' = '100000',
  'rows-per-second' = '100000000',
  'fields.price.min' = '1',
  'fields.price.max' = '100',
  'fields.buyer.length' = '8'
);

CREATE TABLE sink (order_id BIGINT, price DOUBLE, buyer STRING) WITH ('connector' = 'blackhole');

INSERT INTO sink SELECT * FROM orders WHERE price > 50;

-- Counting proves the rows were there: how many orders did datagen make?
SELECT COUNT(*) AS orders FROM orders;
