-- Window Top-N with ties and late rows: the three smallest v per 5-second window, rows 2 to 3
-- conformance: differs-from-batch
-- Every fourth row is six seconds behind; the watermark is ts - 1 s, so some of them come late
-- and are dropped. Rows of one v keep their arrival order in ROW_NUMBER.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, v AS CAST(id % 2 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(CASE WHEN id % 4 = 0 THEN id - 6 ELSE id END AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '16', 'number-of-rows' = '16');
SELECT * FROM (SELECT window_start, window_end, id, v, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY v) AS rn FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) WHERE rn <= 3;
SELECT window_start, window_end, id, v FROM (SELECT window_start, window_end, id, v, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY v DESC) AS rn FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) WHERE rn BETWEEN 2 AND 3;
