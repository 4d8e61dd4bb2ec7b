-- Sub-plan reuse: two sinks share the revenue per French customer, computed once
-- Both INSERTs read the view T, an aggregate over French orders. With
-- table.optimizer.reuse-sub-plan-enabled (on by default) Flink computes T once and feeds both
-- sinks from it. Open the Plan tab: the shared aggregate has two consumers. Untick "Reuse
-- shared sub-plans" to see the plan become two separate trees, and the rows read double.
SET 'execution.runtime-mode' = 'batch';

CREATE TABLE Orders (cID INT, cName STRING, cCountry STRING, revenue INT) WITH (
  'connector' = 'filesystem', 'path' = '/tmp/flinkpad/orders', 'format' = 'csv');

INSERT OVERWRITE Orders VALUES
  (1, 'Amelie', 'FRANCE', 150000), (2, 'Bruno', 'FRANCE', 30000), (2, 'Bruno', 'FRANCE', 25000),
  (3, 'Chloe', 'FRANCE', 5000), (4, 'Dieter', 'GERMANY', 200000), (5, 'Emma', 'FRANCE', 90000);

CREATE TEMPORARY VIEW T AS
  SELECT cID, cName, SUM(revenue) AS revSum FROM Orders WHERE cCountry = 'FRANCE' GROUP BY cID, cName;

CREATE TABLE HighValue (cID INT, cName STRING, revSum INT)
  WITH ('connector' = 'print', 'print-identifier' = 'high');
CREATE TABLE GoodValue (cID INT, cName STRING, revSum INT)
  WITH ('connector' = 'print', 'print-identifier' = 'good');

EXECUTE STATEMENT SET
BEGIN
  INSERT INTO HighValue SELECT * FROM T WHERE revSum >= 100000;
  INSERT INTO GoodValue SELECT * FROM T WHERE revSum < 100000 AND revSum > 20000;
END;
