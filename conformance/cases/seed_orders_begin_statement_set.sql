-- Seed: the SQL client's BEGIN STATEMENT SET; ... END; form
-- In the SQL client, BEGIN STATEMENT SET; starts collecting INSERTs, each INSERT is only added
-- (no job yet), and END; submits them all as one job. The print output therefore belongs to the
-- END statement, not to the INSERT statements. Batch mode, so print lines are compared sorted.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE Orders (`user` BIGINT, product STRING, amount INT) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
INSERT INTO Orders VALUES
  (1, 'Rubber Duck', 3), (2, 'Glass Vase', 1), (3, 'rubber band', 10),
  (4, 'Red Rubber Ball', 2), (5, 'Glassware', 4), (6, 'Steel Pan', 7);
CREATE TABLE RubberOrders (product STRING, amount INT) WITH ('connector' = 'print', 'print-identifier' = 'rubber');
CREATE TABLE GlassOrders (product VARCHAR, amount INT) WITH ('connector' = 'print', 'print-identifier' = 'glass');
BEGIN STATEMENT SET;
INSERT INTO RubberOrders SELECT product, amount FROM Orders WHERE product LIKE '%Rubber%';
INSERT INTO GlassOrders SELECT product, amount FROM Orders WHERE product LIKE '%Glass%';
END;
