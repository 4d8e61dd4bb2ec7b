-- EXPLAIN: UNION ALL and UNION
-- UNION ALL is a Union node; UNION adds a distinct aggregate above it. The same scan used twice
-- in one query is one node of the execution plan, marked (reuse_id=[1]).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE a (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'csv');
CREATE TABLE b (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'csv');
EXPLAIN SELECT id, name FROM a UNION ALL SELECT id, name FROM b;
EXPLAIN SELECT id FROM a UNION SELECT id FROM b;
EXPLAIN SELECT id FROM a WHERE id > 1 UNION ALL SELECT id FROM a WHERE id < 0;
EXPLAIN SELECT * FROM (VALUES (1), (2)) AS t(x) UNION ALL SELECT * FROM (VALUES (3)) AS u(x);
