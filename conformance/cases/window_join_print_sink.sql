-- Window join into a print sink
-- A window join without other keys runs on one task: each window's pairs come out in the left
-- rows' arrival order, each with the right rows in theirs, once the watermark passes the
-- window's end, earliest window first; the print sink shows them as inserts.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, v AS CAST(id * 7 % 10 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '3',
  'fields.id.end' = '9', 'number-of-rows' = '7');
CREATE TABLE out1 (id BIGINT, rid BIGINT, ws TIMESTAMP(3)) WITH ('connector' = 'print', 'print-identifier' = 'wj');
EXPLAIN CHANGELOG_MODE INSERT INTO out1 SELECT L.id, R.id, L.window_start FROM (SELECT * FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) L LEFT JOIN (SELECT * FROM TABLE(TUMBLE(TABLE ev2, DESCRIPTOR(ts), INTERVAL '5' SECOND))) R ON L.window_start = R.window_start AND L.window_end = R.window_end AND L.v > R.id;
INSERT INTO out1 SELECT L.id, R.id, L.window_start FROM (SELECT * FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) L LEFT JOIN (SELECT * FROM TABLE(TUMBLE(TABLE ev2, DESCRIPTOR(ts), INTERVAL '5' SECOND))) R ON L.window_start = R.window_start AND L.window_end = R.window_end AND L.v > R.id;
