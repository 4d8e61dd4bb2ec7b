-- BITMAP_CARDINALITY takes a BITMAP only
SET 'execution.runtime-mode' = 'batch';
SELECT BITMAP_CARDINALITY(1) AS c;
