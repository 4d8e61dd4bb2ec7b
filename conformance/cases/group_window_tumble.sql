-- Legacy group window GROUP BY TUMBLE in streaming mode, event time
-- ids 0..69 are timestamps 00:00:00 + id seconds with a 5 s watermark delay. GROUP BY
-- TUMBLE(ts, INTERVAL '30' SECOND) gives three windows; TUMBLE_START and TUMBLE_END are the
-- bounds, TUMBLE_ROWTIME the end minus 1 ms. Each window emits once (+I), the last one when the
-- bounded source ends with the maximum watermark. A second group key (id % 3) beside the
-- window, and HAVING over a call and TUMBLE_START.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '69');
CREATE TABLE win_print (ws TIMESTAMP(3), we TIMESTAMP(3), rt TIMESTAMP(3), n BIGINT, total BIGINT)
  WITH ('connector' = 'print', 'print-identifier' = 'win');
INSERT INTO win_print
SELECT TUMBLE_START(ts, INTERVAL '30' SECOND), TUMBLE_END(ts, INTERVAL '30' SECOND),
  TUMBLE_ROWTIME(ts, INTERVAL '30' SECOND), COUNT(*), SUM(id)
FROM ticks GROUP BY TUMBLE(ts, INTERVAL '30' SECOND);
SELECT id % 3 AS k, TUMBLE_END(ts, INTERVAL '20' SECOND) AS we, COUNT(*) AS n, MAX(id) AS mx
FROM ticks GROUP BY id % 3, TUMBLE(ts, INTERVAL '20' SECOND);
SELECT TUMBLE_START(ts, INTERVAL '10' SECOND) AS ws, COUNT(*) AS n
FROM ticks WHERE id > 3 GROUP BY TUMBLE(ts, INTERVAL '10' SECOND)
HAVING COUNT(*) > 5 AND TUMBLE_START(ts, INTERVAL '10' SECOND) < TIMESTAMP '2024-01-01 00:01:00';
