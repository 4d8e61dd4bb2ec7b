-- EXPLAIN of FILTER (WHERE ...) on aggregates
-- The aggregate's input computes each condition IS TRUE as a field ($f2), and the call names it:
-- COUNT($1) FILTER $2 in the abstract syntax tree, COUNT(i) FILTER $f2 in the plan.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k INT, i INT, d DOUBLE, s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
EXPLAIN SELECT k, COUNT(i) FILTER (WHERE d > 1), SUM(d) FILTER (WHERE k <> 2) FROM t GROUP BY k;
EXPLAIN SELECT COUNT(*) FILTER (WHERE i > 0), MIN(s) FROM t;
