-- Batch Top-N with RANK and DENSE_RANK: ties share a rank, RANK skips the ranks after a tie
-- In batch mode Flink runs RANK() and DENSE_RANK() under a filter on the rank as a Rank node;
-- ties all pass the filter, so a top 2 can return more than two rows.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW scores AS SELECT * FROM (VALUES
  ('math', 'ann', 70), ('math', 'bob', 90), ('math', 'cid', 90), ('math', 'dan', 60), ('math', 'eli', 70),
  ('art', 'eve', 60), ('art', 'fay', 75), ('art', 'gil', 75)) AS t(subject, name, score);
SELECT subject, name, score, r FROM (
  SELECT *, RANK() OVER (PARTITION BY subject ORDER BY score DESC) AS r FROM scores) WHERE r <= 2;
SELECT subject, name, score, r FROM (
  SELECT *, DENSE_RANK() OVER (PARTITION BY subject ORDER BY score DESC) AS r FROM scores) WHERE r <= 2;
SELECT name, score FROM (
  SELECT *, RANK() OVER (ORDER BY score) AS r FROM scores) WHERE r <= 3;
SELECT subject, name, r FROM (
  SELECT *, DENSE_RANK() OVER (PARTITION BY subject ORDER BY score) AS r FROM scores) WHERE r = 2;
