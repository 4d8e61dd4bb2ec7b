-- SESSION windows over the whole table, in streaming mode
-- Without PARTITION BY, all rows share sessions. Grouping by other columns than the partition
-- keys is no window aggregate: Flink runs a group aggregate over the TVF, whose rows come when
-- their session fires, and it updates (-U/+U) as more rows of a session arrive.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE events (id INT, k STRING, ts TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/events', 'format' = 'csv');
INSERT INTO events VALUES (1, 'a', TIMESTAMP '2024-01-01 00:00:01'), (2, 'b', TIMESTAMP '2024-01-01 00:00:02'), (3, 'a', TIMESTAMP '2024-01-01 00:00:03'), (4, 'a', TIMESTAMP '2024-01-01 00:00:12'), (5, 'b', TIMESTAMP '2024-01-01 00:00:20'), (6, 'a', TIMESTAMP '2024-01-01 00:00:07'), (7, 'a', TIMESTAMP '2024-01-01 00:00:30'), (8, 'b', TIMESTAMP '2024-01-01 00:00:24'), (9, 'a', TIMESTAMP '2024-01-01 00:00:40');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '10' SECOND) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/events', 'format' = 'csv');
SELECT window_start, window_end, COUNT(*) AS n, LISTAGG(CAST(id AS STRING)) AS ids FROM TABLE(SESSION(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY window_start, window_end;
SELECT id, window_start, window_end FROM TABLE(SESSION(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND));
SELECT window_start, window_end, COUNT(*) AS n FROM TABLE(SESSION(TABLE ev PARTITION BY k, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY window_start, window_end;
SELECT k, window_start, window_end, COUNT(*) AS n FROM TABLE(SESSION(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY k, window_start, window_end;
