-- Window join as NOT IN, EXPLAIN
-- Flink plans NOT IN whose subquery pairs the two windows as a WindowJoin of joinType
-- LeftAntiJoin, where=[OR(IS NULL(k), IS NULL(k0), =(k, k0))], on one task.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k INT, v INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/ev', 'format' = 'csv');
CREATE TABLE ev2 (id BIGINT, k INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/ev2', 'format' = 'csv');
EXPLAIN SELECT L.id, L.window_start FROM (SELECT * FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) L WHERE L.k NOT IN (SELECT R.k FROM (SELECT * FROM TABLE(TUMBLE(TABLE ev2, DESCRIPTOR(ts), INTERVAL '5' SECOND))) R WHERE L.window_start = R.window_start AND L.window_end = R.window_end);
