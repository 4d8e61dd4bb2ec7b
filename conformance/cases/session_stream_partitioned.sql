-- SESSION windows partitioned by a key, in streaming mode
-- Rows of one key within the 5 s gap form a session [first row, last row + 5 s). Rows come out
-- of order with a watermark of ts - 10 s: a row that falls between two open sessions of its
-- key bridges them into one (a: 1 s, 10 s, then 5 s gives [1 s, 15 s)); windows that only
-- touch merge too. A row whose own window is behind the watermark and meets no open session is
-- dropped (a at 12 s after the watermark reached 20 s); one arriving after its key's session
-- fired but still ahead of the watermark starts a new session (b at 27 s). Each session emits
-- once (+I) when the watermark passes its end, per key in timer order. The TVF's rows, without
-- an aggregate, come out when their session fires, in arrival order, each with its session.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE events (id INT, k STRING, ts TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/events', 'format' = 'csv');
INSERT INTO events VALUES (1, 'a', TIMESTAMP '2024-01-01 00:00:01'), (2, 'b', TIMESTAMP '2024-01-01 00:00:02'), (3, 'a', TIMESTAMP '2024-01-01 00:00:10'), (4, 'a', TIMESTAMP '2024-01-01 00:00:05'), (5, 'b', TIMESTAMP '2024-01-01 00:00:20'), (6, 'a', TIMESTAMP '2024-01-01 00:00:30'), (7, 'b', TIMESTAMP '2024-01-01 00:00:24'), (8, 'a', TIMESTAMP '2024-01-01 00:00:12'), (9, 'a', TIMESTAMP '2024-01-01 00:00:40'), (10, 'b', TIMESTAMP '2024-01-01 00:00:27'), (11, 'a', TIMESTAMP '2024-01-01 00:00:33');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '10' SECOND) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/events', 'format' = 'csv');
CREATE TABLE s (k STRING, window_start TIMESTAMP(3), window_end TIMESTAMP(3), n BIGINT, ids STRING) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT k, window_start, window_end, COUNT(*), LISTAGG(CAST(id AS STRING)) FROM TABLE(SESSION(TABLE ev PARTITION BY k, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY k, window_start, window_end;
SELECT window_start, window_end, window_time, k, MAX(id) AS mx, MIN(ts) AS first_ts FROM TABLE(SESSION(DATA => TABLE ev PARTITION BY k, TIMECOL => DESCRIPTOR(ts), GAP => INTERVAL '5' SECOND)) GROUP BY window_start, window_end, window_time, k;
SELECT id, k, ts, window_start, window_end, window_time FROM TABLE(SESSION(TABLE ev PARTITION BY k, DESCRIPTOR(ts), INTERVAL '5' SECOND));
SELECT id, window_start, window_end FROM TABLE(SESSION(TABLE ev PARTITION BY (k, id), DESCRIPTOR(ts), INTERVAL '5' SECOND)) WHERE id > 8;
