-- Window offsets over a datagen sequence in streaming mode
-- ids 0..19 are one second apart from 2024-01-01 00:00:00; offsets of 2 s, -1 s and 4 s shift
-- the TUMBLE, HOP and CUMULATE windows, so the first ones start before midnight. The same
-- script in batch mode (the watermark ignored) gives the same rows.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector'='datagen','fields.id.kind'='sequence','fields.id.start'='0','fields.id.end'='19', 'number-of-rows' = '20');
SELECT window_start, window_end, COUNT(*) AS n, SUM(id) AS s FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '6' SECOND, INTERVAL '2' SECOND)) GROUP BY window_start, window_end;
SELECT window_start, window_end, id % 2 AS k, COUNT(*) AS n FROM TABLE(HOP(TABLE ticks, DESCRIPTOR(ts), INTERVAL '4' SECOND, INTERVAL '8' SECOND, INTERVAL '-1' SECOND)) GROUP BY window_start, window_end, id % 2;
SELECT window_start, window_end, MAX(id) AS mx FROM TABLE(CUMULATE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '3' SECOND, INTERVAL '9' SECOND, INTERVAL '4' SECOND)) GROUP BY window_start, window_end;
SELECT id, window_start, window_end FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(ts), INTERVAL '6' SECOND, INTERVAL '-2' SECOND)) WHERE id < 6;
