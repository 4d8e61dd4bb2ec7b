-- EXPLAIN of STDDEV and VARIANCE in batch mode
-- Flink's batch plan runs $WELFORD_M2$1 in a local and a global SortAggregate (its accumulator is
-- a structure, not of fixed length), named after the call's output field.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT, i INT, d DOUBLE, s STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
EXPLAIN SELECT STDDEV_POP(d), STDDEV_SAMP(d), VAR_POP(d), VAR_SAMP(d), STDDEV(d), VARIANCE(d) FROM t;
EXPLAIN SELECT k, STDDEV_POP(i), VAR_SAMP(i) FROM t GROUP BY k;
