-- An interval join of two proctimes
-- Processing time: the rows depend on the wall clock, so only the plan is recorded.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE a (id BIGINT, pt AS PROCTIME()) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
CREATE TABLE b (id BIGINT, pt AS PROCTIME()) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
EXPLAIN SELECT a.id, b.id FROM a JOIN b ON a.id = b.id AND a.pt BETWEEN b.pt - INTERVAL '1' HOUR AND b.pt;
