-- Legacy group window GROUP BY SESSION in streaming mode, event time
-- Timestamps id * id seconds (0, 1, 4, 9, 16, ...): a session of gap 3 s closes when the next
-- row is more than the gap away; windows that touch merge. SESSION_START is the first row's
-- time, SESSION_END the last row's plus the gap. With a key (id % 2) sessions are per key.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE sq (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id * id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)
  WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '9');
SELECT SESSION_START(ts, INTERVAL '3' SECOND) AS ws, SESSION_END(ts, INTERVAL '3' SECOND) AS we,
  SESSION_ROWTIME(ts, INTERVAL '3' SECOND) AS rt, COUNT(*) AS n, LISTAGG(CAST(id AS STRING)) AS ids
FROM sq GROUP BY SESSION(ts, INTERVAL '3' SECOND);
SELECT id % 2 AS k, SESSION_START(ts, INTERVAL '10' SECOND) AS ws, SESSION_END(ts, INTERVAL '10' SECOND) AS we, COUNT(*) AS n
FROM sq GROUP BY id % 2, SESSION(ts, INTERVAL '10' SECOND);
