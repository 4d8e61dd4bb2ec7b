-- Window join over processing time
-- Flink refuses a window join of windows over processing time.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), p AS PROCTIME()) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '12', 'number-of-rows' = '12');
SELECT L.id, R.id AS rid FROM (SELECT * FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(p), INTERVAL '5' SECOND))) L JOIN (SELECT * FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(p), INTERVAL '5' SECOND))) R ON L.k = R.k AND L.window_start = R.window_start AND L.window_end = R.window_end;
