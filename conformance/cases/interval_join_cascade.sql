-- An interval join feeding time operators
-- conformance: final
-- The IntervalJoin keeps both rowtimes as time attributes and holds the watermark back by its
-- larger relative size, so a window aggregate over its left rowtime and another interval join over its
-- output run on event time.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id * 2 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '6', 'number-of-rows' = '6');
CREATE TEMPORARY VIEW pairs AS SELECT L.id, R.id AS rid, L.ts, R.ts AS rts FROM ev L JOIN ev2 R ON L.k = R.k AND R.ts BETWEEN L.ts AND L.ts + INTERVAL '3' SECOND;
SELECT window_start, window_end, COUNT(*) AS n, MAX(rid) AS mx FROM TABLE(TUMBLE(TABLE pairs, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY window_start, window_end;
SELECT window_start, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE pairs, DESCRIPTOR(rts), INTERVAL '4' SECOND)) GROUP BY window_start, window_end;
SELECT p.id, p.rid, e.id AS eid FROM pairs p JOIN ev e ON p.rid = e.id AND e.ts BETWEEN p.rts - INTERVAL '1' SECOND AND p.rts;
EXPLAIN SELECT p.id, p.rid, e.id AS eid FROM pairs p JOIN ev e ON p.rid = e.id AND e.ts BETWEEN p.rts - INTERVAL '1' SECOND AND p.rts;
