-- Two sinks read one SESSION window function through a view, in one statement set
-- The plan shares the view's window function between a session window aggregate per key and a
-- filter of its rows; both sinks get every session, each emitted once when it fires.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE events (id INT, k STRING, ts TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/events', 'format' = 'csv');
INSERT INTO events VALUES (1, 'a', TIMESTAMP '2024-01-01 00:00:01'), (2, 'b', TIMESTAMP '2024-01-01 00:00:02'), (3, 'a', TIMESTAMP '2024-01-01 00:00:04'), (4, 'b', TIMESTAMP '2024-01-01 00:00:20'), (5, 'a', TIMESTAMP '2024-01-01 00:00:30');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '10' SECOND) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/events', 'format' = 'csv');
CREATE VIEW sessions AS SELECT * FROM TABLE(SESSION(TABLE ev PARTITION BY k, DESCRIPTOR(ts), INTERVAL '5' SECOND));
CREATE TABLE per_session (k STRING, window_start TIMESTAMP(3), window_end TIMESTAMP(3), n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'per_session');
CREATE TABLE rows_late (id INT, window_start TIMESTAMP(3), window_end TIMESTAMP(3)) WITH ('connector' = 'print', 'print-identifier' = 'rows_late');
EXPLAIN STATEMENT SET BEGIN INSERT INTO per_session SELECT k, window_start, window_end, COUNT(*) FROM sessions GROUP BY k, window_start, window_end; INSERT INTO rows_late SELECT id, window_start, window_end FROM sessions WHERE id > 1; END;
EXECUTE STATEMENT SET BEGIN INSERT INTO per_session SELECT k, window_start, window_end, COUNT(*) FROM sessions GROUP BY k, window_start, window_end; INSERT INTO rows_late SELECT id, window_start, window_end FROM sessions WHERE id > 1; END;
