-- Seed job in streaming mode: filters over an updating aggregate, two print sinks
-- Same revenue-per-French-customer view as the batch seed case, but streaming: the view is an
-- updating aggregate, and each sink's WHERE filters the changelog row by row. Alice goes
-- 60000 -> 110000: the good sink gets +I[.., 60000] then -U[.., 60000], the high sink only
-- +U[1, Alice, 110000] (it never saw an +I for her). Bruno 30000 -> 110000 likewise.
-- Chloe 10000 -> 15000 reaches neither sink.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE Orders (cID INT, cName STRING, cCountry STRING, revenue INT) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
INSERT INTO Orders VALUES
  (1, 'Alice', 'FRANCE', 60000), (1, 'Alice', 'FRANCE', 50000),
  (2, 'Bruno', 'FRANCE', 30000),
  (3, 'Chloe', 'FRANCE', 10000), (3, 'Chloe', 'FRANCE', 5000),
  (4, 'Dieter', 'GERMANY', 200000),
  (5, 'Emma', 'FRANCE', 99999),
  (2, 'Bruno', 'FRANCE', 80000);
CREATE TEMPORARY VIEW T AS
  SELECT cID, cName, SUM(revenue) AS revSum FROM Orders WHERE cCountry = 'FRANCE' GROUP BY cID, cName;
CREATE TABLE HighValue (cID INT, cName STRING, revSum INT) WITH ('connector' = 'print', 'print-identifier' = 'high');
CREATE TABLE GoodValue (cID INT, cName STRING, revSum INT) WITH ('connector' = 'print', 'print-identifier' = 'good');
EXECUTE STATEMENT SET
BEGIN
INSERT INTO HighValue SELECT * FROM T WHERE revSum >= 100000;
INSERT INTO GoodValue SELECT * FROM T WHERE revSum < 100000 AND revSum > 20000;
END;
