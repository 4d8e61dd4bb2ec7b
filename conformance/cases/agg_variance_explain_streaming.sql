-- EXPLAIN of STDDEV and VARIANCE in streaming mode
-- The abstract syntax tree keeps the calls; the optimized plan computes $WELFORD_M2$1 and COUNT
-- per argument in the GroupAggregate and the result in a Calc above it (POWER of 0.5 for STDDEV).
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k INT, i INT, d DOUBLE, s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
EXPLAIN SELECT k, STDDEV_POP(i), VAR_SAMP(d) FROM t GROUP BY k;
EXPLAIN SELECT STDDEV(d), VARIANCE(d), STDDEV_SAMP(d), VAR_POP(i) FROM t;
EXPLAIN SELECT k, STDDEV_SAMP(c), VAR_POP(c), COUNT(*) FROM (SELECT k, COUNT(*) AS c FROM t GROUP BY k) GROUP BY k;
