-- Tumbling windows: count events per 30 seconds of event time
-- A WATERMARK makes ts an event-time attribute: the watermark says "no row older than
-- ts - 5 s will come any more". TUMBLE cuts time into fixed 30 s windows and adds window_start
-- and window_end to each row; GROUP BY window_start, window_end gives one result per window.
-- Unlike the grouped count of lesson 14 a window emits once, as an insert (+I), when the
-- watermark passes its end, so the output is append-only. The datagen sequence makes 70
-- events one second apart; when it ends, Flink's final watermark fires the last window too.
SET 'execution.runtime-mode' = 'streaming';

CREATE TABLE events (
  id BIGINT,
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '5' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence',
        'fields.id.start' = '0', 'fields.id.end' = '69');

CREATE TABLE per_window (window_start TIMESTAMP(3), window_end TIMESTAMP(3), events BIGINT, max_id BIGINT)
  WITH ('connector' = 'print', 'print-identifier' = 'windows');

INSERT INTO per_window
SELECT window_start, window_end, COUNT(*), MAX(id)
FROM TABLE(TUMBLE(TABLE events, DESCRIPTOR(ts), INTERVAL '30' SECOND))
GROUP BY window_start, window_end;
