-- BITMAP_BUILD takes ARRAY<INT>: an ARRAY<BIGINT> does not cast to it implicitly
SET 'execution.runtime-mode' = 'batch';
SELECT BITMAP_BUILD(ARRAY[CAST(1 AS BIGINT)]) AS b;
