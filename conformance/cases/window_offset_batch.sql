-- Window offsets in batch mode
-- The OFFSET argument of TUMBLE, HOP and CUMULATE shifts where windows start: a window starts
-- at a multiple of its size (HOP: of its slide; CUMULATE: of its max size) plus the offset,
-- which may be negative or named (`OFFSET` =>). EXPLAIN prints it as offset=[3 s] in the
-- WindowTableFunction, and an explicit offset of 0 as offset=[0 ms].
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE events (id INT, k STRING, ts TIMESTAMP(3)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/events', 'format' = 'csv');
INSERT INTO events VALUES (1, 'a', TIMESTAMP '2024-01-01 00:00:01'), (2, 'b', TIMESTAMP '2024-01-01 00:00:02'), (3, 'a', TIMESTAMP '2024-01-01 00:00:03'), (4, 'a', TIMESTAMP '2024-01-01 00:00:12'), (5, 'b', TIMESTAMP '2024-01-01 00:00:20'), (6, 'a', TIMESTAMP '2024-01-01 00:00:07'), (7, 'a', TIMESTAMP '2024-01-01 00:00:30'), (8, 'b', TIMESTAMP '2024-01-01 00:00:24'), (9, 'a', TIMESTAMP '2024-01-01 00:00:40');
SELECT window_start, window_end, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE events, DESCRIPTOR(ts), INTERVAL '10' SECOND, INTERVAL '3' SECOND)) GROUP BY window_start, window_end;
SELECT window_start, window_end, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE events, DESCRIPTOR(ts), INTERVAL '10' SECOND, INTERVAL '-3' SECOND)) GROUP BY window_start, window_end;
SELECT window_start, window_end, COUNT(*) AS n FROM TABLE(HOP(TABLE events, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND, INTERVAL '2' SECOND)) GROUP BY window_start, window_end;
SELECT window_start, window_end, COUNT(*) AS n FROM TABLE(CUMULATE(TABLE events, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '15' SECOND, INTERVAL '-4' SECOND)) GROUP BY window_start, window_end;
SELECT id, window_start, window_end FROM TABLE(TUMBLE(DATA => TABLE events, TIMECOL => DESCRIPTOR(ts), SIZE => INTERVAL '10' SECOND, `OFFSET` => INTERVAL '1' SECOND));
EXPLAIN SELECT window_start, window_end, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE events, DESCRIPTOR(ts), INTERVAL '10' SECOND, INTERVAL '3' SECOND)) GROUP BY window_start, window_end;
EXPLAIN SELECT id, window_start FROM TABLE(HOP(TABLE events, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND, INTERVAL '-2' SECOND));
EXPLAIN SELECT id, window_start FROM TABLE(CUMULATE(TABLE events, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '15' SECOND, INTERVAL '0' SECOND));
