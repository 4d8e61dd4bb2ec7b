-- Window join as IN and EXISTS, EXPLAIN
-- Flink plans IN and NOT EXISTS whose subquery pairs the two windows' window_start and
-- window_end as a WindowJoin of joinType LeftSemiJoin and LeftAntiJoin (tables without computed
-- columns, whose casts Flinkpad does not print in a subquery yet).
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k INT, v INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/ev', 'format' = 'csv');
CREATE TABLE ev2 (id BIGINT, k INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/ev2', 'format' = 'csv');
EXPLAIN SELECT L.id, L.window_start FROM (SELECT * FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) L WHERE L.k IN (SELECT R.k FROM (SELECT * FROM TABLE(TUMBLE(TABLE ev2, DESCRIPTOR(ts), INTERVAL '5' SECOND))) R WHERE L.window_start = R.window_start AND L.window_end = R.window_end);
EXPLAIN SELECT L.id, L.window_start FROM (SELECT * FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) L WHERE NOT EXISTS (SELECT * FROM (SELECT * FROM TABLE(TUMBLE(TABLE ev2, DESCRIPTOR(ts), INTERVAL '5' SECOND))) R WHERE L.window_start = R.window_start AND L.window_end = R.window_end AND L.k = R.k);
