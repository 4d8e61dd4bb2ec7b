-- Batch Top-N with ROW_NUMBER: the rank column kept or dropped, and the filters Flink turns into a rank range
-- ROW_NUMBER() OVER (PARTITION BY ... ORDER BY ...) under a filter on the row number is Flink's
-- Rank: rn <= 2 keeps ranks 1 and 2, rn = 2 only the second, BETWEEN and < give ranges, and a
-- condition on another column stays a filter above the rank. Ties are broken by name so that
-- the row numbers are deterministic.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW scores AS SELECT * FROM (VALUES
  ('math', 'ann', 70), ('math', 'bob', 90), ('math', 'cid', 90), ('math', 'dan', 60),
  ('art', 'eve', 60), ('art', 'fay', 75), ('bio', 'gus', 50)) AS t(subject, name, score);
SELECT subject, name, score, rn FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY subject ORDER BY score DESC, name) AS rn FROM scores) WHERE rn <= 2;
SELECT subject, name FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY subject ORDER BY score DESC, name) AS rn FROM scores) WHERE rn <= 2;
SELECT subject, name, rn FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY subject ORDER BY score DESC, name) AS rn FROM scores) WHERE rn = 2;
SELECT name, rn FROM (
  SELECT name, ROW_NUMBER() OVER (ORDER BY score, name) AS rn FROM scores) WHERE rn BETWEEN 2 AND 4;
SELECT subject, name, rn FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY subject ORDER BY score DESC, name) AS rn FROM scores)
WHERE rn < 3 AND name <> 'bob';
SELECT * FROM (
  SELECT subject, score, ROW_NUMBER() OVER (PARTITION BY subject ORDER BY score DESC, name) AS rn FROM scores) WHERE 2 > rn;
