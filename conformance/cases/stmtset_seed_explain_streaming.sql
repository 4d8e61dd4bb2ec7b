-- EXPLAIN STATEMENT SET of the seed job in streaming mode, reuse on and off
-- Streaming plans use GroupAggregate and Exchange(distribution=[hash[...]]) instead of the batch
-- hash aggregates; the shared aggregate is again marked (reuse_id=[1]) / Reused(reference_id=[1]).
-- With reuse-source-enabled = 'false' AND reuse-sub-plan-enabled = 'false' nothing is shared.
SET 'execution.runtime-mode' = 'streaming';
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
SET 'table.optimizer.reuse-source-enabled' = 'false';
EXPLAIN STATEMENT SET
BEGIN
INSERT INTO HighValue SELECT * FROM T WHERE revSum >= 100000;
INSERT INTO GoodValue SELECT * FROM T WHERE revSum < 100000 AND revSum > 20000;
END;
