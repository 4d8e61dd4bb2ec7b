-- Seed: revenue per French customer computed once, written to two sinks with different filters (batch)
-- The multiple-sinks doc example in SQL: a view computes SUM(revenue) per French customer, and one
-- EXECUTE STATEMENT SET sends customers with revSum >= 100000 to one print sink and those with
-- 20000 < revSum < 100000 to another. Boundaries: 100000 is high, 99999 is good, 20000 is neither.
-- Both sinks' output belongs to the one EXECUTE STATEMENT SET statement. The SELECT shows the view.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE Orders (cID INT, cName STRING, cCountry STRING, revenue INT) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
INSERT INTO Orders VALUES
  (1, 'Alice', 'FRANCE', 60000), (1, 'Alice', 'FRANCE', 50000),
  (2, 'Bruno', 'FRANCE', 30000),
  (3, 'Chloe', 'FRANCE', 10000), (3, 'Chloe', 'FRANCE', 5000),
  (4, 'Dieter', 'GERMANY', 200000),
  (5, 'Emma', 'FRANCE', 99999),
  (6, 'Felix', 'FRANCE', 100000),
  (7, 'Gina', 'FRANCE', 20000);
CREATE TEMPORARY VIEW T AS
  SELECT cID, cName, SUM(revenue) AS revSum FROM Orders WHERE cCountry = 'FRANCE' GROUP BY cID, cName;
CREATE TABLE HighValue (cID INT, cName STRING, revSum INT) WITH ('connector' = 'print', 'print-identifier' = 'high');
CREATE TABLE GoodValue (cID INT, cName STRING, revSum INT) WITH ('connector' = 'print', 'print-identifier' = 'good');
EXECUTE STATEMENT SET
BEGIN
INSERT INTO HighValue SELECT * FROM T WHERE revSum >= 100000;
INSERT INTO GoodValue SELECT * FROM T WHERE revSum < 100000 AND revSum > 20000;
END;
SELECT * FROM T;
