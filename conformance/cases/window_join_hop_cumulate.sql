-- Window join over HOP and CUMULATE windows
-- conformance: final
-- Each window a row belongs to joins on its own: HOP and CUMULATE rows join once per window.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), v AS CAST(id * 7 % 10 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '3',
  'fields.id.end' = '9', 'number-of-rows' = '7');
EXPLAIN SELECT L.id, R.id AS rid, L.window_start, L.window_end FROM (SELECT * FROM TABLE(HOP(TABLE ev, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '4' SECOND))) L JOIN (SELECT * FROM TABLE(HOP(TABLE ev2, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '4' SECOND))) R ON L.k = R.k AND L.window_start = R.window_start AND L.window_end = R.window_end;
SELECT L.id, R.id AS rid, L.window_start, L.window_end FROM (SELECT * FROM TABLE(HOP(TABLE ev, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '4' SECOND))) L JOIN (SELECT * FROM TABLE(HOP(TABLE ev2, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '4' SECOND))) R ON L.k = R.k AND L.window_start = R.window_start AND L.window_end = R.window_end;
SELECT L.id, R.id AS rid, L.window_start, L.window_end FROM (SELECT * FROM TABLE(HOP(TABLE ev, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '4' SECOND))) L LEFT JOIN (SELECT * FROM TABLE(HOP(TABLE ev2, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '4' SECOND))) R ON L.k = R.k AND L.window_start = R.window_start AND L.window_end = R.window_end;
EXPLAIN SELECT L.id, R.id AS rid, L.window_start, L.window_end FROM (SELECT * FROM TABLE(CUMULATE(TABLE ev, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '6' SECOND))) L JOIN (SELECT * FROM TABLE(CUMULATE(TABLE ev2, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '6' SECOND))) R ON L.k = R.k AND L.window_start = R.window_start AND L.window_end = R.window_end;
SELECT L.id, R.id AS rid, L.window_start, L.window_end FROM (SELECT * FROM TABLE(CUMULATE(TABLE ev, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '6' SECOND))) L JOIN (SELECT * FROM TABLE(CUMULATE(TABLE ev2, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '6' SECOND))) R ON L.k = R.k AND L.window_start = R.window_start AND L.window_end = R.window_end;
SELECT L.id, R.id AS rid, L.window_start, L.window_end FROM (SELECT * FROM TABLE(CUMULATE(TABLE ev, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '6' SECOND))) L FULL JOIN (SELECT * FROM TABLE(CUMULATE(TABLE ev2, DESCRIPTOR(ts), INTERVAL '2' SECOND, INTERVAL '6' SECOND))) R ON L.k = R.k AND L.window_start = R.window_start AND L.window_end = R.window_end;
