-- Window join over out-of-order rows
-- conformance: final
-- Out-of-order event times read in streaming mode with a watermark of ts - 20 s: no window
-- fires before its rows arrive, so every row joins in its window. (Which rows a smaller delay
-- makes late depends in Flink on how its two inputs interleave: recorded three times, the rows
-- differed.)
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE a (id INT, k INT, ts TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'csv');
CREATE TABLE b (id INT, k INT, ts TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'csv');
INSERT INTO a VALUES (1, 1, TIMESTAMP '2024-01-01 00:00:01'), (2, 1, TIMESTAMP '2024-01-01 00:00:06'), (3, 2, TIMESTAMP '2024-01-01 00:00:04'), (4, 1, TIMESTAMP '2024-01-01 00:00:13'), (5, 1, TIMESTAMP '2024-01-01 00:00:03'), (6, 2, TIMESTAMP '2024-01-01 00:00:12'), (7, 1, TIMESTAMP '2024-01-01 00:00:25'), (8, 2, TIMESTAMP '2024-01-01 00:00:21'), (9, 1, TIMESTAMP '2024-01-01 00:00:14');
INSERT INTO b VALUES (11, 1, TIMESTAMP '2024-01-01 00:00:02'), (12, 2, TIMESTAMP '2024-01-01 00:00:05'), (13, 1, TIMESTAMP '2024-01-01 00:00:15'), (14, 1, TIMESTAMP '2024-01-01 00:00:04'), (15, 2, TIMESTAMP '2024-01-01 00:00:11'), (16, 1, TIMESTAMP '2024-01-01 00:00:27'), (17, 2, TIMESTAMP '2024-01-01 00:00:07'), (18, 1, TIMESTAMP '2024-01-01 00:00:16');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ea (id INT, k INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '20' SECOND) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'csv');
CREATE TABLE eb (id INT, k INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '20' SECOND) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'csv');
SELECT L.id, R.id AS rid, L.window_start FROM (SELECT * FROM TABLE(TUMBLE(TABLE ea, DESCRIPTOR(ts), INTERVAL '10' SECOND))) L JOIN (SELECT * FROM TABLE(TUMBLE(TABLE eb, DESCRIPTOR(ts), INTERVAL '10' SECOND))) R ON L.k = R.k AND L.window_start = R.window_start AND L.window_end = R.window_end;
SELECT L.id, R.id AS rid, L.window_start FROM (SELECT * FROM TABLE(TUMBLE(TABLE ea, DESCRIPTOR(ts), INTERVAL '10' SECOND))) L FULL JOIN (SELECT * FROM TABLE(TUMBLE(TABLE eb, DESCRIPTOR(ts), INTERVAL '10' SECOND))) R ON L.k = R.k AND L.window_start = R.window_start AND L.window_end = R.window_end;
