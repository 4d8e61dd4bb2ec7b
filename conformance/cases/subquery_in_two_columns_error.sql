-- x IN (subquery) needs as many columns on both sides
-- Pins down: one value against a two-column subquery is a validation error, while a row of two
-- values against two columns works.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW a AS SELECT * FROM (VALUES (1, 10), (2, 30)) AS t(x, k);
CREATE TEMPORARY VIEW b AS SELECT * FROM (VALUES (1, 10), (2, 20)) AS t(y, k);
SELECT x FROM a WHERE (x, k) IN (SELECT y, k FROM b);
SELECT x FROM a WHERE x IN (SELECT y, k FROM b);
