-- Window deduplication keeping the first row on event time, with out-of-order and late rows
-- conformance: final
-- conformance: differs-from-batch
-- Every fourth row is six seconds behind: it joins its window while the watermark (ts - 1 s)
-- has not passed the window's end, and is dropped as late after. Of two rows of one time the
-- first to arrive is kept.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 2 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(CASE WHEN id % 4 = 0 THEN id - 6 ELSE id END AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '16', 'number-of-rows' = '16');
SELECT window_start, window_end, k, id, ts, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end, k ORDER BY ts ASC) AS rn FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) WHERE rn = 1;
SELECT window_start, window_end, k, id, ts, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY window_start, window_end, k ORDER BY ts DESC) AS rn FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) WHERE rn = 1;
