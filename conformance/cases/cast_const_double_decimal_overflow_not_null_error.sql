-- cast: CAST(1.0E100 AS DECIMAL(10, 0)) of a constant
-- The overflow is NULL in a NOT NULL expression: the NOT NULL enforcer fails.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1), (2)) AS t(x);
SELECT x, CAST(1.0E100 AS DECIMAL(10,0)) FROM v;
