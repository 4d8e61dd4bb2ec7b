-- Result types of UPPER, LOWER, CHAR_LENGTH and ABS, and IS NULL, BETWEEN, IN and LIKE
-- UPPER and LOWER keep their argument's type (CHAR(3) stays CHAR(3)), CHAR_LENGTH is INT,
-- ABS keeps its argument's type, and the predicates are BOOLEAN.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW f AS SELECT UPPER('abc') AS up, LOWER(CAST('AbC' AS VARCHAR(5))) AS low,
  CHAR_LENGTH('héllo') AS len, ABS(-2.50) AS a, ABS(CAST(-3 AS BIGINT)) AS b,
  CAST(NULL AS INT) IS NULL AS isn, 2 BETWEEN 1 AND 3 AS btw, 2 IN (1, 2) AS inl, 'abc' LIKE 'a_c%' AS lk;
DESCRIBE f;
SELECT * FROM f;
