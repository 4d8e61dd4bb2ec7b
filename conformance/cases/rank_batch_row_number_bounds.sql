-- Batch ROW_NUMBER filtered only from below, or to nothing: Flink runs them as an OVER aggregate and a filter
-- In batch mode rn > 1 and rn < 1 are no errors: the row numbers are computed for every row.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('c1', 10), ('c1', 20), ('c2', 5), ('c1', 15)) AS v(cat, score);
SELECT cat, score FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY cat ORDER BY score DESC) AS rn FROM t) WHERE rn > 1;
SELECT cat, score FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY cat ORDER BY score DESC) AS rn FROM t) WHERE rn < 1;
SELECT cat, score, ROW_NUMBER() OVER (PARTITION BY cat ORDER BY score DESC) AS rn,
  RANK() OVER (ORDER BY score) AS r, DENSE_RANK() OVER (PARTITION BY cat ORDER BY score) AS dr FROM t;
