-- The result types of STDDEV, VARIANCE, COLLECT and filtered aggregates
-- A variance call over a NOT NULL argument in a group is NOT NULL, over a nullable one or
-- without GROUP BY nullable, and INT for an INT argument; FILTER makes SUM and MAX nullable even
-- in a group; COLLECT is a MULTISET NOT NULL of the argument's type.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW w AS SELECT * FROM (VALUES (1, 5, 2.0e0, 'a'), (2, 3, 1.0e0, 'b')) AS x(k, i, d, s);
CREATE TEMPORARY VIEW g AS SELECT k, STDDEV_SAMP(i) AS a, VAR_POP(d) AS b, COLLECT(s) AS c, SUM(i) FILTER (WHERE d > 1) AS e,
  MAX(s) FILTER (WHERE i > 1) AS f, COUNT(*) FILTER (WHERE i > 1) AS h, STDDEV_POP(CAST(i AS BIGINT)) AS j FROM w GROUP BY k;
DESCRIBE g;
CREATE TEMPORARY VIEW n AS SELECT STDDEV_SAMP(i) AS a, VAR_POP(d) AS b, COLLECT(i) AS c FROM w;
DESCRIBE n;
