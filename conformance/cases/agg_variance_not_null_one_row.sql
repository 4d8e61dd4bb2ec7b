-- The sample STDDEV and VARIANCE of one NOT NULL value in a group
-- Calcite types the call over a NOT NULL argument in a group as NOT NULL, and the NULL of the
-- reduced expression is lost in the cast to that type: Flink gives -1 (INT) and -1.0 (DOUBLE).
SET 'execution.runtime-mode' = 'batch';
SELECT k, STDDEV_SAMP(i), VAR_SAMP(d), STDDEV_POP(i) FROM (VALUES (1, 5, 2.0e0), (2, 3, 1.0e0), (2, 4, 2.0e0)) AS x(k, i, d) GROUP BY k;
