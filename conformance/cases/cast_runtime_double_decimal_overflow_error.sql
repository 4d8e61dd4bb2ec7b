-- cast: CAST(d AS DECIMAL(5, 1)) of a DOUBLE column
-- 1.0E20 overflows to NULL in a NOT NULL expression: the NOT NULL enforcer fails.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1.0E0), (1.0E20)) AS t(d);
SELECT d, CAST(d AS DECIMAL(5,1)) FROM v;
