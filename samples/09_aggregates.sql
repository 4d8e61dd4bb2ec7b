-- Aggregates: GROUP BY, HAVING, and Flink's integer AVG
-- GROUP BY makes one row per group. COUNT, SUM, MIN, MAX and AVG summarise each group; HAVING
-- filters groups. In Flink, AVG of an INT column is an INT (the average is truncated): cast to
-- DOUBLE or DECIMAL first for the exact value.
SET 'execution.runtime-mode' = 'batch';

CREATE TEMPORARY VIEW scores (student, subject, score) AS
  VALUES ('ann', 'math', 90), ('ann', 'art', 75), ('ben', 'math', 60), ('ben', 'art', 65),
         ('cid', 'math', 81);

SELECT subject, COUNT(*) AS n, MIN(score) AS lo, MAX(score) AS hi,
       AVG(score) AS avg_int, AVG(CAST(score AS DOUBLE)) AS avg_double
FROM scores GROUP BY subject ORDER BY subject;

SELECT student, SUM(score) AS total FROM scores GROUP BY student HAVING COUNT(*) > 1 ORDER BY student;
