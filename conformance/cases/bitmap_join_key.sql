-- A BITMAP can be a join's equality key: Flink's batch hash join compares the bitmaps
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW l AS SELECT * FROM (VALUES (1, BITMAP_BUILD(ARRAY[1]))) AS t(id, b);
CREATE TEMPORARY VIEW r AS SELECT * FROM (VALUES (2, BITMAP_BUILD(ARRAY[1]))) AS t(id, b);
SELECT l.id, r.id FROM l JOIN r ON l.b = r.b;
