-- Statement sets: several INSERTs, planned and run as one job
-- EXECUTE STATEMENT SET BEGIN ... END; runs its INSERTs together, as one job with several sinks.
-- Flink plans them as one graph, so work they have in common can be shared (next lesson). An
-- empty statement set, or one holding anything but INSERTs, is an error.
SET 'execution.runtime-mode' = 'batch';

CREATE TEMPORARY VIEW orders (order_id, product, amount) AS
  VALUES (1, 'rubber', 3), (2, 'glue', 10), (3, 'rubber', 7), (4, 'paper', 1);

CREATE TABLE rubber_orders (order_id INT, amount INT)
  WITH ('connector' = 'print', 'print-identifier' = 'rubber');
CREATE TABLE glue_orders (order_id INT, amount INT)
  WITH ('connector' = 'print', 'print-identifier' = 'glue');

EXECUTE STATEMENT SET
BEGIN
  INSERT INTO rubber_orders SELECT order_id, amount FROM orders WHERE product = 'rubber';
  INSERT INTO glue_orders SELECT order_id, amount FROM orders WHERE product = 'glue';
END;
