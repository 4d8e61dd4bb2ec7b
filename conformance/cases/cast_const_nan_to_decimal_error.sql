-- cast: CAST(CAST('NaN' AS DOUBLE) AS DECIMAL(5, 1))
-- Fails with BigDecimal's NumberFormatException "Character N is neither a decimal digit number..."
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1), (2)) AS t(x);
SELECT x, CAST(CAST('NaN' AS DOUBLE) AS DECIMAL(5,1)) FROM v;
