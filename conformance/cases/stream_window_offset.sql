-- Window offsets in streaming mode
-- TUMBLE, HOP and CUMULATE with an OFFSET, positive and negative: windows start at a multiple
-- of the size (slide, max size) plus the offset; the window aggregate fires each when the
-- watermark (ts - 10 s) passes its end, and EXPLAIN prints offset=[...] in both the local and
-- the global window aggregate. Only TUMBLE's offset must be smaller than the size: a HOP's
-- offset of 12 s over a 10 s window runs, as an offset of 2 s would. A TVF without an aggregate gives each row its shifted window.
-- conformance: differs-from-batch
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE events (id INT, k STRING, ts TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/events', 'format' = 'csv');
INSERT INTO events VALUES (1, 'a', TIMESTAMP '2024-01-01 00:00:01'), (2, 'b', TIMESTAMP '2024-01-01 00:00:02'), (3, 'a', TIMESTAMP '2024-01-01 00:00:03'), (4, 'a', TIMESTAMP '2024-01-01 00:00:12'), (5, 'b', TIMESTAMP '2024-01-01 00:00:20'), (6, 'a', TIMESTAMP '2024-01-01 00:00:07'), (7, 'a', TIMESTAMP '2024-01-01 00:00:30'), (8, 'b', TIMESTAMP '2024-01-01 00:00:24'), (9, 'a', TIMESTAMP '2024-01-01 00:00:40');
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '10' SECOND) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/events', 'format' = 'csv');
SELECT window_start, window_end, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '10' SECOND, INTERVAL '3' SECOND)) GROUP BY window_start, window_end;
SELECT window_start, window_end, COUNT(*) AS n FROM TABLE(HOP(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND, INTERVAL '-2' SECOND)) GROUP BY window_start, window_end;
SELECT window_start, window_end, COUNT(*) AS n FROM TABLE(HOP(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND, INTERVAL '12' SECOND)) GROUP BY window_start, window_end;
SELECT window_start, window_end, COUNT(*) AS n, SUM(id) AS s FROM TABLE(CUMULATE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '15' SECOND, INTERVAL '4' SECOND)) GROUP BY window_start, window_end;
SELECT k, window_start, window_end, COUNT(*) AS n FROM TABLE(TUMBLE(DATA => TABLE ev, TIMECOL => DESCRIPTOR(ts), SIZE => INTERVAL '10' SECOND, `OFFSET` => INTERVAL '-1' SECOND)) GROUP BY k, window_start, window_end;
SELECT id, window_start, window_end FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '10' SECOND, INTERVAL '-3' SECOND));
EXPLAIN SELECT window_start, window_end, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '10' SECOND, INTERVAL '3' SECOND)) GROUP BY window_start, window_end;
EXPLAIN SELECT window_start, window_end, COUNT(*) AS n FROM TABLE(HOP(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND, INTERVAL '-2' SECOND)) GROUP BY window_start, window_end;
EXPLAIN CHANGELOG_MODE SELECT window_start, window_end, COUNT(*) AS n FROM TABLE(CUMULATE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '15' SECOND, INTERVAL '4' SECOND)) GROUP BY window_start, window_end;
EXPLAIN SELECT id, window_start FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '10' SECOND, INTERVAL '3' SECOND));
