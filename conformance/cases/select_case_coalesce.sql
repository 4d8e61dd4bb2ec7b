-- Simple and searched CASE, COALESCE, NULLIF and IF
-- Pins down: a simple CASE compares with =, a searched CASE takes the first true branch, a CASE without
-- ELSE gives NULL, COALESCE returns the first non-NULL argument, NULLIF(a, b) is NULL when a = b,
-- IF(cond, a, b) takes b when cond is NULL, and the result column names (EXPR$n) of unaliased expressions.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW scores AS
SELECT * FROM (VALUES
  ('ann', 95, 'gold'),
  ('ben', 72, CAST(NULL AS STRING)),
  ('cid', 40, 'none'),
  ('dan', CAST(NULL AS INT), 'bronze')
) AS t(name, score, medal);
SELECT name,
  CASE medal WHEN 'gold' THEN 1 WHEN 'silver' THEN 2 WHEN 'bronze' THEN 3 ELSE 0 END AS medal_rank,
  CASE WHEN score >= 90 THEN 'A' WHEN score >= 70 THEN 'B' WHEN score >= 50 THEN 'C' ELSE 'F' END AS grade,
  CASE WHEN score >= 90 THEN 'top' END AS top_only
FROM scores;
SELECT name, COALESCE(medal, 'n/a') AS medal, COALESCE(score, -1) AS score, COALESCE(CAST(NULL AS INT), score, 0) AS s2
FROM scores;
SELECT name, NULLIF(medal, 'none') AS m, NULLIF(score, 40) AS s, IF(score > 50, 'pass', 'fail') AS verdict
FROM scores;
SELECT name, CASE WHEN score > 50 THEN 'pass' END, COALESCE(medal, name), score + 1 FROM scores;
CREATE TABLE case_out (name STRING, grade STRING, medal STRING) WITH ('connector' = 'print', 'print-identifier' = 'case_out');
INSERT INTO case_out
SELECT name, CASE WHEN score >= 70 THEN 'good' ELSE 'bad' END, NULLIF(medal, 'none') FROM scores;
