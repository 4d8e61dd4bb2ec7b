-- SINGLE_VALUE called from SQL in batch mode: each group's one value (NULL counts as a value),
-- NULL over no rows; its type; a group of two rows fails (agg_single_value_error)
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 10, 'a'), (2, CAST(NULL AS INT), 'b'), (3, 30, CAST(NULL AS STRING))) AS x(k, i, s);
SELECT k, SINGLE_VALUE(i), SINGLE_VALUE(s) FROM v GROUP BY k;
SELECT SINGLE_VALUE(i) FROM v WHERE k > 5;
SELECT SINGLE_VALUE(i) FROM v WHERE k = 1;
CREATE TEMPORARY VIEW t AS SELECT k, SINGLE_VALUE(k) AS sk, SINGLE_VALUE(i) AS si FROM v GROUP BY k;
DESCRIBE t;
