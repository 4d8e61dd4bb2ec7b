-- EXPLAIN of FIRST_VALUE and LAST_VALUE group aggregates
-- Pins down: how the plans print the calls, in streaming mode (GroupAggregate) and in batch mode,
-- where Flink's FIRST_VALUE and LAST_VALUE, which have no merge method, are aggregated in one phase.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k INT, v STRING, n INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
EXPLAIN SELECT k, FIRST_VALUE(v) AS f, LAST_VALUE(n) AS l FROM t GROUP BY k;
SET 'execution.runtime-mode' = 'batch';
EXPLAIN SELECT k, FIRST_VALUE(v) AS f, LAST_VALUE(n) AS l FROM t GROUP BY k;
EXPLAIN SELECT FIRST_VALUE(n) AS f, LAST_VALUE(n) AS l FROM t;
