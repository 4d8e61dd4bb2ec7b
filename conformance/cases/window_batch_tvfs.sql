-- The window table-valued functions in batch mode
-- Batch mode needs no time attribute: TUMBLE, HOP and CUMULATE assign each row its windows
-- (window_time is the window's end minus 1 ms, typed like the time column, here TIMESTAMP(0)),
-- and GROUP BY window_start, window_end is an ordinary hash aggregate over WindowTableFunction.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector'='datagen','fields.id.kind'='sequence','fields.id.start'='0','fields.id.end'='9', 'number-of-rows' = '10');
CREATE VIEW v AS SELECT * FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '10' SECOND));
DESCRIBE v;
SELECT id, ts, window_start, window_end, window_time FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '3' SECOND));
SELECT window_start, window_end, COUNT(*) AS n, SUM(id) AS s FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '3' SECOND)) GROUP BY window_start, window_end;
EXPLAIN SELECT window_start, window_end, COUNT(*) AS n, SUM(id) AS s FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '3' SECOND)) GROUP BY window_start, window_end;
SELECT window_start, window_end, COUNT(*) AS n FROM TABLE(HOP(TABLE ticks, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '4' SECOND)) GROUP BY window_start, window_end;
EXPLAIN SELECT window_start, window_end, COUNT(*) AS n FROM TABLE(HOP(TABLE ticks, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '4' SECOND)) GROUP BY window_start, window_end;
SELECT window_start, window_end, id % 2 AS k, COUNT(*) AS n FROM TABLE(CUMULATE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '6' SECOND)) GROUP BY window_start, window_end, id % 2;
EXPLAIN SELECT window_start, window_end, id % 2 AS k, COUNT(*) AS n FROM TABLE(CUMULATE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '6' SECOND)) GROUP BY window_start, window_end, id % 2;
SELECT window_start, COUNT(*) AS n FROM TABLE(TUMBLE(DATA => TABLE ticks, TIMECOL => DESCRIPTOR(ts), SIZE => INTERVAL '5' SECOND)) GROUP BY window_start;
