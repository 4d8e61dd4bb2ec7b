-- Filters with LIKE, IN, BETWEEN, IS [NOT] NULL and DISTINCT over a named VALUES table
-- Pins down: LIKE with % and _ (case-sensitive), IN lists, BETWEEN being inclusive on both ends,
-- IS NULL / IS NOT NULL, NOT LIKE, NOT IN and NOT BETWEEN dropping the rows whose value is NULL,
-- DISTINCT on one and on two columns (NULL is one distinct value),
-- and the print-sink rendering of the same rows.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW people AS
SELECT * FROM (VALUES
  (1, 'Alice', 'Paris', 34),
  (2, 'alan', 'Lyon', 19),
  (3, 'Bob', 'Paris', 45),
  (4, 'Bea', CAST(NULL AS STRING), 20),
  (5, 'Al', 'Nice', 30),
  (6, 'Carl', 'Lyon', CAST(NULL AS INT))
) AS t(id, name, city, age);
SELECT id, name FROM people WHERE name LIKE 'A%';
SELECT id, name FROM people WHERE name LIKE 'B_b' OR name LIKE '_l';
SELECT id, name FROM people WHERE name NOT LIKE '%l%';
SELECT id, city FROM people WHERE city IN ('Paris', 'Nice');
SELECT id, city FROM people WHERE city NOT IN ('Paris', 'Nice');
SELECT id, age FROM people WHERE age BETWEEN 20 AND 34;
SELECT id, age FROM people WHERE age NOT BETWEEN 20 AND 34;
SELECT id FROM people WHERE city IS NULL OR age IS NULL;
SELECT id FROM people WHERE city IS NOT NULL AND age IS NOT NULL AND age > 25;
SELECT DISTINCT city FROM people;
SELECT DISTINCT city, age > 25 AS older FROM people;
CREATE TABLE filtered (id INT, name STRING, city STRING) WITH ('connector' = 'print', 'print-identifier' = 'filtered');
INSERT INTO filtered SELECT id, name, city FROM people WHERE age >= 30 OR city IS NULL;
