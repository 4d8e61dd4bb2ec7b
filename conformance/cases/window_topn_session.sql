-- Window Top-N over a SESSION window: the largest v per session, and per session of a key
-- Flink's WindowRank reads the session window function's window_start and window_end; the
-- function emits a session's rows once the watermark closes it, and the rank fires them then.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 2 AS INT), v AS CAST(id * 7 % 10 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id * id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '8', 'number-of-rows' = '8');
EXPLAIN SELECT * FROM (SELECT window_start, window_end, id, v, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY v DESC) AS rn FROM TABLE(SESSION(TABLE ev, DESCRIPTOR(ts), INTERVAL '10' SECOND))) WHERE rn <= 1;
SELECT * FROM (SELECT window_start, window_end, id, v, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY v DESC) AS rn FROM TABLE(SESSION(TABLE ev, DESCRIPTOR(ts), INTERVAL '10' SECOND))) WHERE rn <= 1;
EXPLAIN SELECT * FROM (SELECT window_start, window_end, k, id, v, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY v) AS rn FROM TABLE(SESSION(TABLE ev PARTITION BY k, DESCRIPTOR(ts), INTERVAL '30' SECOND))) WHERE rn <= 2;
SELECT * FROM (SELECT window_start, window_end, k, id, v, ROW_NUMBER() OVER (PARTITION BY window_start, window_end ORDER BY v) AS rn FROM TABLE(SESSION(TABLE ev PARTITION BY k, DESCRIPTOR(ts), INTERVAL '30' SECOND))) WHERE rn <= 2;
