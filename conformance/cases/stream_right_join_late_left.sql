-- Streaming RIGHT JOIN where the left side arrives later: padded rows are retracted and replaced
-- The right side (VALUES) arrives at once, the left a throttled datagen sequence (one row a
-- second, ids 1..3), so the order is fixed: padded rows first, then -D and +I as matches come.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW r AS SELECT * FROM (VALUES (2, 'two'), (3, 'three'), (7, 'seven')) AS v(id, y);
CREATE TABLE l (id BIGINT) WITH ('connector' = 'datagen', 'rows-per-second' = '1',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
CREATE TABLE s (lid BIGINT, rid INT, y STRING) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT l.id, r.id, r.y FROM l RIGHT JOIN r ON l.id = r.id;
