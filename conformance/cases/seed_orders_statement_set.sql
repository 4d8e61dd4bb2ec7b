-- Seed: EXECUTE STATEMENT SET with the RubberOrders and GlassOrders INSERTs
-- The doc's StatementSet example in SQL: both INSERTs run as one job from one statement,
-- so all print output belongs to the single EXECUTE STATEMENT SET statement.
-- Streaming mode over a bounded filesystem source: the print lines are +I rows.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE Orders (`user` BIGINT, product STRING, amount INT) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
INSERT INTO Orders VALUES
  (1, 'Rubber Duck', 3), (2, 'Glass Vase', 1), (3, 'rubber band', 10),
  (4, 'Red Rubber Ball', 2), (5, 'Glassware', 4), (6, 'Steel Pan', 7);
CREATE TABLE RubberOrders (product STRING, amount INT) WITH ('connector' = 'print', 'print-identifier' = 'rubber');
CREATE TABLE GlassOrders (product VARCHAR, amount INT) WITH ('connector' = 'print', 'print-identifier' = 'glass');
EXECUTE STATEMENT SET
BEGIN
INSERT INTO RubberOrders SELECT product, amount FROM Orders WHERE product LIKE '%Rubber%';
INSERT INTO GlassOrders SELECT product, amount FROM Orders WHERE product LIKE '%Glass%';
END;
