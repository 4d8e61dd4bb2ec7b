-- title: EXPLAIN EXECUTE INSERT and EXPLAIN EXECUTE SELECT print the plan as EXPLAIN does
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
EXPLAIN EXECUTE INSERT INTO t SELECT * FROM (VALUES (1, 'a'), (2, 'b'));
EXPLAIN EXECUTE SELECT id FROM t WHERE id > 1;
EXPLAIN PLAN FOR EXECUTE SELECT id FROM t;
