-- SELECT DISTINCT over a BITMAP column groups on it, which Flink refuses
SET 'execution.runtime-mode' = 'batch';
SELECT DISTINCT b FROM (VALUES (BITMAP_BUILD(ARRAY[2])), (BITMAP_BUILD(ARRAY[2]))) AS t(b);
