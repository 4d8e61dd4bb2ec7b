-- title: COMPILE PLAN and EXECUTE PLAN in batch mode
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
COMPILE PLAN '${WORKDIR}/_plans/plan.json' FOR INSERT INTO t VALUES (1, 'a');
EXECUTE PLAN '${WORKDIR}/_plans/plan.json';
SELECT id, name FROM t;
