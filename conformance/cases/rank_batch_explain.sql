-- EXPLAIN of batch Top-N with RANK(): a local Rank before the exchange and a global one after
-- Each Rank reads its input sorted by the partition and order keys; the local one keeps the
-- ranks up to the end and selects no rank number. The VALUES rows are in no column's order,
-- so that Calcite derives no collation from them.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW scores AS SELECT * FROM (VALUES
  ('math', 'bob', 90), ('art', 'eve', 60), ('math', 'ann', 70)) AS t(subject, name, score);
EXPLAIN SELECT subject, name FROM (
  SELECT *, RANK() OVER (PARTITION BY subject ORDER BY score DESC, name) AS r FROM scores) WHERE r <= 2;
EXPLAIN SELECT name, score, r FROM (
  SELECT *, RANK() OVER (ORDER BY score) AS r FROM scores) WHERE r <= 3;
