-- cast: CAST(123.45 AS DECIMAL(3, 1)) of a constant
-- The overflow is NULL, and the expression's type is NOT NULL, so the sink's NOT NULL enforcer fails.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1), (2)) AS t(x);
SELECT x, CAST(123.45 AS DECIMAL(3,1)) FROM v;
