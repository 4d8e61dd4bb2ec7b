-- Streaming Top-2 over a COUNT: counts only grow, so Flink uses its updatable Top-N
-- COUNT(*) per key is increasing and the aggregate's key contains the rank's partition key, so
-- the rank over it runs with the UpdateFastStrategy; the EXPLAIN shows it. Keep-last per key over
-- an updating input (rn = 1 ordered by the count) replaces the kept row with -U/+U.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW clicks AS SELECT * FROM (VALUES
  ('eu', 'ann'), ('eu', 'bob'), ('eu', 'bob'), ('us', 'cid'), ('eu', 'cid'), ('eu', 'cid'), ('eu', 'cid'),
  ('us', 'dan'), ('us', 'dan')) AS v(region, usr);
CREATE TEMPORARY VIEW counts AS SELECT region, usr, COUNT(*) AS cnt FROM clicks GROUP BY region, usr;
CREATE TABLE top2 (region STRING, usr STRING, cnt BIGINT, rn BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'top2');
CREATE TABLE leader (region STRING, usr STRING, cnt BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'leader');
EXPLAIN INSERT INTO top2 SELECT region, usr, cnt, rn FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY region ORDER BY cnt DESC) AS rn FROM counts) WHERE rn <= 2;
INSERT INTO top2 SELECT region, usr, cnt, rn FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY region ORDER BY cnt DESC) AS rn FROM counts) WHERE rn <= 2;
INSERT INTO leader SELECT region, usr, cnt FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY region ORDER BY cnt DESC) AS rn FROM counts) WHERE rn = 1;
