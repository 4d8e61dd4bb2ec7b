-- An interval join on keys of two types, and on two keys
-- conformance: final
-- The planner casts the narrower key below the join, names the cast field apart, and hashes
-- both inputs on the keys; the time indexes count the cast field.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '12', 'number-of-rows' = '12');
CREATE TABLE ev2 (id BIGINT, k AS CAST(id % 3 AS INT), ts AS TIMESTAMPADD(SECOND, CAST(id * 2 AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1',
  'fields.id.end' = '6', 'number-of-rows' = '6');
EXPLAIN SELECT L.id, R.id AS rid FROM ev L JOIN ev2 R ON L.k = R.id AND L.ts BETWEEN R.ts - INTERVAL '5' SECOND AND R.ts;
SELECT L.id, R.id AS rid FROM ev L JOIN ev2 R ON L.k = R.id AND L.ts BETWEEN R.ts - INTERVAL '5' SECOND AND R.ts;
SELECT L.id, R.id AS rid FROM ev L RIGHT JOIN ev2 R ON L.k = R.k AND L.id = R.id + 6 AND L.ts BETWEEN R.ts - INTERVAL '1' SECOND AND R.ts + INTERVAL '1' SECOND;
