-- UNION, UNION ALL, INTERSECT, EXCEPT (and their ALL forms)
-- Pins down: UNION removes duplicates (also within one side), UNION ALL keeps them, INTERSECT and
-- EXCEPT are set operations that de-duplicate, INTERSECT ALL / EXCEPT ALL count multiplicities,
-- NULLs count as equal in set operations, result column names come from the first input, and
-- UNION widens INT with BIGINT.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW a AS SELECT * FROM (VALUES (1), (1), (2), (3), (CAST(NULL AS INT))) AS t(x);
CREATE TEMPORARY VIEW b AS SELECT * FROM (VALUES (2), (3), (3), (4), (CAST(NULL AS INT))) AS t(y);
SELECT x FROM a UNION SELECT y FROM b;
SELECT x FROM a UNION ALL SELECT y FROM b;
SELECT x FROM a INTERSECT SELECT y FROM b;
SELECT x FROM a EXCEPT SELECT y FROM b;
SELECT y FROM b EXCEPT SELECT x FROM a;
SELECT x FROM a INTERSECT ALL SELECT x FROM a WHERE x = 1;
SELECT x FROM a EXCEPT ALL SELECT y FROM b WHERE y > 100;
CREATE TEMPORARY VIEW widened AS SELECT x FROM a UNION ALL SELECT CAST(y AS BIGINT) FROM b;
DESCRIBE widened;
CREATE TABLE su_out (v INT) WITH ('connector' = 'print', 'print-identifier' = 'su_out');
INSERT INTO su_out SELECT x FROM a UNION SELECT y FROM b;
