-- title: EXPLAIN PLAN_ADVICE in streaming mode of insert-only plans has no advice
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
CREATE TABLE k (id INT, name STRING) WITH ('connector' = 'blackhole');
EXPLAIN PLAN_ADVICE SELECT id, name FROM t WHERE id > 1;
EXPLAIN PLAN_ADVICE INSERT INTO k SELECT id, UPPER(name) FROM t;
EXPLAIN PLAN_ADVICE, CHANGELOG_MODE SELECT id FROM t UNION ALL SELECT id + 1 FROM t;
