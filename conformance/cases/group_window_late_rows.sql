-- Legacy group windows drop late rows
-- A csv file written in batch mode holds out-of-order event times; read in streaming mode with
-- a watermark of ts - 2 s, a row whose window fired already is dropped (the 00:00:03 row after
-- 00:00:13), by TUMBLE and by SESSION.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE events (id INT, ts TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/events', 'format' = 'csv');
INSERT INTO events VALUES (1, TIMESTAMP '2024-01-01 00:00:01'), (2, TIMESTAMP '2024-01-01 00:00:06'), (3, TIMESTAMP '2024-01-01 00:00:04'), (4, TIMESTAMP '2024-01-01 00:00:13'), (5, TIMESTAMP '2024-01-01 00:00:03'), (6, TIMESTAMP '2024-01-01 00:00:12'), (7, TIMESTAMP '2024-01-01 00:00:25'), (8, TIMESTAMP '2024-01-01 00:00:21'), (9, TIMESTAMP '2024-01-01 00:00:14');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '2' SECOND) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/events', 'format' = 'csv');
SELECT TUMBLE_START(ts, INTERVAL '10' SECOND) AS ws, COUNT(*) AS n, LISTAGG(CAST(id AS STRING)) AS ids FROM ev GROUP BY TUMBLE(ts, INTERVAL '10' SECOND);
SELECT SESSION_START(ts, INTERVAL '2' SECOND) AS ws, SESSION_END(ts, INTERVAL '2' SECOND) AS we, COUNT(*) AS n, LISTAGG(CAST(id AS STRING)) AS ids FROM ev GROUP BY SESSION(ts, INTERVAL '2' SECOND);
