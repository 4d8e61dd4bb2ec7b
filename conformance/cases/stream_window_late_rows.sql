-- Late rows: a window drops the rows that arrive after the watermark passed its end
-- A csv file written in batch mode holds out-of-order event times; read in streaming mode with
-- a watermark of ts - 2 s, the watermark moves after each row that advances it, and a row
-- whose window already fired is dropped (the 00:00:03 row after 00:00:13). A TUMBLE TVF
-- without an aggregate keeps late rows; ORDER BY ts drops them too.
-- conformance: differs-from-batch
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE events (id INT, ts TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/events', 'format' = 'csv');
INSERT INTO events VALUES (1, TIMESTAMP '2024-01-01 00:00:01'), (2, TIMESTAMP '2024-01-01 00:00:06'), (3, TIMESTAMP '2024-01-01 00:00:04'), (4, TIMESTAMP '2024-01-01 00:00:13'), (5, TIMESTAMP '2024-01-01 00:00:03'), (6, TIMESTAMP '2024-01-01 00:00:12'), (7, TIMESTAMP '2024-01-01 00:00:25'), (8, TIMESTAMP '2024-01-01 00:00:21'), (9, TIMESTAMP '2024-01-01 00:00:14');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '2' SECOND) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/events', 'format' = 'csv');
CREATE TABLE s (window_start TIMESTAMP(3), window_end TIMESTAMP(3), n BIGINT, ids STRING) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT window_start, window_end, COUNT(*), LISTAGG(CAST(id AS STRING)) FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '10' SECOND)) GROUP BY window_start, window_end;
SELECT id, window_start FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '10' SECOND));
SELECT id, ts FROM ev ORDER BY ts;
