-- cast: CAST(d AS DECIMAL(3, 1)) of a DECIMAL column
-- 123.45 overflows to NULL in a NOT NULL expression: the NOT NULL enforcer fails.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1.5), (123.45)) AS t(d);
SELECT d, CAST(d AS DECIMAL(3,1)) FROM v;
