-- title: COMPILE PLAN of a query is a parse error
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
COMPILE PLAN 'plan.json' FOR SELECT id FROM t;
