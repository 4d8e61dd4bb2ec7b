-- Window join, RIGHT and FULL, with NULL keys and a condition beyond the keys
-- conformance: final
-- A RIGHT join pads the right rows without a match, a FULL join both sides', once the watermark
-- passes the window's end; a NULL key matches nothing; L.v > R.id filters the pairs.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CASE WHEN id % 4 = 0 THEN CAST(NULL AS INT) ELSE CAST(id % 3 AS INT) END, v AS CAST(id * 7 % 10 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CASE WHEN id % 4 = 0 THEN CAST(NULL AS INT) ELSE CAST(id % 3 AS INT) END, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '3',
  'fields.id.end' = '16', 'number-of-rows' = '14');
SELECT L.id, R.id AS rid, L.k, R.k AS rk, R.window_start FROM (SELECT * FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) L RIGHT JOIN (SELECT * FROM TABLE(TUMBLE(TABLE ev2, DESCRIPTOR(ts), INTERVAL '5' SECOND))) R ON L.k = R.k AND L.window_start = R.window_start AND L.window_end = R.window_end;
SELECT L.id, R.id AS rid, L.window_start, R.window_end FROM (SELECT * FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) L FULL JOIN (SELECT * FROM TABLE(TUMBLE(TABLE ev2, DESCRIPTOR(ts), INTERVAL '5' SECOND))) R ON L.k = R.k AND L.window_start = R.window_start AND L.window_end = R.window_end;
SELECT L.id, R.id AS rid, L.v FROM (SELECT * FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) L FULL JOIN (SELECT * FROM TABLE(TUMBLE(TABLE ev2, DESCRIPTOR(ts), INTERVAL '5' SECOND))) R ON L.k = R.k AND L.window_start = R.window_start AND L.window_end = R.window_end AND L.v > R.id;
SELECT L.id, R.id AS rid FROM (SELECT * FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND))) L JOIN (SELECT * FROM TABLE(TUMBLE(TABLE ev2, DESCRIPTOR(ts), INTERVAL '5' SECOND))) R ON L.window_start = R.window_start AND L.window_end = R.window_end AND L.id + 2 = R.id;
