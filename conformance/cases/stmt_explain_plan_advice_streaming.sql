-- title: EXPLAIN PLAN_ADVICE in streaming mode
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
EXPLAIN PLAN_ADVICE SELECT id, name FROM t WHERE id > 1;
