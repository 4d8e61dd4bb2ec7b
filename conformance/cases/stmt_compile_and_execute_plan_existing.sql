-- title: COMPILE AND EXECUTE PLAN runs the plan already in the file, with or without file://
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
COMPILE AND EXECUTE PLAN 'file://${WORKDIR}/_plans/p1.json' FOR INSERT INTO t VALUES (1, 'a');
COMPILE AND EXECUTE PLAN '${WORKDIR}/_plans/p1.json' FOR INSERT INTO t VALUES (2, 'b');
SELECT id, name FROM t;
