-- title: EXPLAIN with several details in batch mode, PLAN_ADVICE among them
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
EXPLAIN CHANGELOG_MODE, PLAN_ADVICE SELECT id FROM t;
