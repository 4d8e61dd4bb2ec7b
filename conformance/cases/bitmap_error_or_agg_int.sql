-- BITMAP_OR_AGG takes bitmaps
SET 'execution.runtime-mode' = 'streaming';
SELECT BITMAP_OR_AGG(x) AS b FROM (VALUES (1)) AS t(x);
