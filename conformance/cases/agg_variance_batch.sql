-- STDDEV and VARIANCE in batch mode, over INT and DOUBLE, with NULLs
-- Flink reduces each to its WELFORD_M2 and COUNT: an INT argument gives an INT (the DOUBLE result
-- cast, truncating), the sample forms of one value are NULL, a group of NULLs gives NULL.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 1, 1.5e0, 'a'), (1, 2, 2.5e0, 'b'), (1, CAST(NULL AS INT), CAST(NULL AS DOUBLE), CAST(NULL AS STRING)), (2, 7, 3.0e0, 'a'), (3, CAST(NULL AS INT), CAST(NULL AS DOUBLE), 'c'), (1, 4, 0.25e0, 'a')) AS x(k, i, d, s);
SELECT k, STDDEV_POP(i), STDDEV_SAMP(i), VAR_POP(i), VAR_SAMP(i), STDDEV(i), VARIANCE(i) FROM v GROUP BY k;
SELECT k, STDDEV_POP(d), STDDEV_SAMP(d), VAR_POP(d), VAR_SAMP(d), STDDEV(d), VARIANCE(d) FROM v GROUP BY k;
SELECT STDDEV_POP(d), VAR_SAMP(i), STDDEV(d), VARIANCE(i) FROM v;
SELECT STDDEV_POP(d), VAR_SAMP(d) FROM v WHERE k > 5;
SELECT STDDEV_SAMP(CAST(i AS BIGINT)), VAR_POP(CAST(d AS FLOAT)), STDDEV_POP(CAST(i AS SMALLINT)) FROM v;
