-- EXPLAIN: DISTINCT aggregates in streaming mode
-- Unlike the batch planner, the streaming one keeps distinct calls in one GroupAggregate, which
-- keeps a distinct set per call: COUNT(DISTINCT b) beside plain calls and over other arguments.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE g (a INT, b BIGINT, c STRING, d DOUBLE) WITH ('connector' = 'datagen', 'number-of-rows' = '10');
EXPLAIN SELECT a, COUNT(DISTINCT b), SUM(d) FROM g GROUP BY a;
EXPLAIN SELECT COUNT(DISTINCT b), COUNT(DISTINCT c) FROM g;
EXPLAIN SELECT a, COUNT(DISTINCT b), COUNT(DISTINCT c), COUNT(*) FROM g GROUP BY a;
EXPLAIN SELECT a, LISTAGG(DISTINCT c), MAX(d) FROM g GROUP BY a;
