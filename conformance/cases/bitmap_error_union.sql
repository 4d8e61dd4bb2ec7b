-- UNION (distinct) of BITMAP columns groups on them, which Flink refuses
SET 'execution.runtime-mode' = 'batch';
SELECT b FROM (VALUES (BITMAP_BUILD(ARRAY[2]))) AS t(b) UNION SELECT BITMAP_BUILD(ARRAY[2]);
