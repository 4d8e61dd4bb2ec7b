-- EXPLAIN STATEMENT SET of the seed job: sub-plan reuse on, then off, then source reuse off
-- With the default table.optimizer.reuse-sub-plan-enabled = true the aggregate over French orders
-- is computed once: the execution plan marks it (reuse_id=[1]) and both sinks read
-- Reused(reference_id=[1]). With sub-plan reuse off each sink gets its own aggregate and scan.
-- With only reuse-source-enabled = false the shared aggregate is still reused (it is not a scan).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE Orders (cID INT, cName STRING, cCountry STRING, revenue INT) WITH (
  'connector' = 'filesystem', 'path' = '${WORKDIR}/orders', 'format' = 'csv');
CREATE TEMPORARY VIEW T AS
  SELECT cID, cName, SUM(revenue) AS revSum FROM Orders WHERE cCountry = 'FRANCE' GROUP BY cID, cName;
CREATE TABLE HighValue (cID INT, cName STRING, revSum INT) WITH ('connector' = 'blackhole');
CREATE TABLE GoodValue (cID INT, cName STRING, revSum INT) WITH ('connector' = 'blackhole');
EXPLAIN STATEMENT SET
BEGIN
INSERT INTO HighValue SELECT * FROM T WHERE revSum >= 100000;
INSERT INTO GoodValue SELECT * FROM T WHERE revSum < 100000 AND revSum > 20000;
END;
SET 'table.optimizer.reuse-sub-plan-enabled' = 'false';
EXPLAIN STATEMENT SET
BEGIN
INSERT INTO HighValue SELECT * FROM T WHERE revSum >= 100000;
INSERT INTO GoodValue SELECT * FROM T WHERE revSum < 100000 AND revSum > 20000;
END;
SET 'table.optimizer.reuse-sub-plan-enabled' = 'true';
SET 'table.optimizer.reuse-source-enabled' = 'false';
EXPLAIN STATEMENT SET
BEGIN
INSERT INTO HighValue SELECT * FROM T WHERE revSum >= 100000;
INSERT INTO GoodValue SELECT * FROM T WHERE revSum < 100000 AND revSum > 20000;
END;
