-- Error: LISTAGG with a separator that is not a literal
-- The separator of LISTAGG must be a character literal; a column fails validation.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', ','), ('b', ';')) AS v(s, sep);
SELECT LISTAGG(s, sep) AS l FROM t;
