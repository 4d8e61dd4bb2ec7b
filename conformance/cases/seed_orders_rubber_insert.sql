-- Seed: single INSERT INTO RubberOrders / GlassOrders with LIKE filters
-- The insert-statement doc example run as two separate single INSERTs (one job each), with the
-- doc's `WITH (...)` filled in: Orders is a csv filesystem table written first, the sinks are print.
-- Pins down that `user` must be backquoted, LIKE '%Rubber%' matching anywhere in the string,
-- and that STRING and VARCHAR sink columns behave the same.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE Orders (`user` BIGINT, product STRING, amount INT) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
INSERT INTO Orders VALUES
  (1, 'Rubber Duck', 3), (2, 'Glass Vase', 1), (3, 'rubber band', 10),
  (4, 'Red Rubber Ball', 2), (5, 'Glassware', 4), (6, 'Steel Pan', 7);
CREATE TABLE RubberOrders (product STRING, amount INT) WITH ('connector' = 'print', 'print-identifier' = 'rubber');
CREATE TABLE GlassOrders (product VARCHAR, amount INT) WITH ('connector' = 'print', 'print-identifier' = 'glass');
INSERT INTO RubberOrders SELECT product, amount FROM Orders WHERE product LIKE '%Rubber%';
INSERT INTO GlassOrders SELECT product, amount FROM Orders WHERE product LIKE '%Glass%';
