-- title: COMPILE PLAN to a file that exists fails, unless IF NOT EXISTS
-- Plans live under _plans, which the recorded files leave out.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
COMPILE PLAN '${WORKDIR}/_plans/plan.json' FOR INSERT INTO t VALUES (1, 'a');
COMPILE PLAN '${WORKDIR}/_plans/plan.json' IF NOT EXISTS FOR INSERT INTO t VALUES (2, 'b');
EXECUTE PLAN '${WORKDIR}/_plans/plan.json';
SELECT id, name FROM t;
COMPILE PLAN '${WORKDIR}/_plans/plan.json' FOR INSERT INTO t VALUES (3, 'c');
