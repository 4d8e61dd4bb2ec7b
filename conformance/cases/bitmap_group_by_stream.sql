-- A BITMAP column is a GROUP BY key in streaming mode (batch mode refuses it): the streaming
-- aggregate keys its state by the bitmap's bytes
SET 'execution.runtime-mode' = 'streaming';
SELECT b, COUNT(*) AS n FROM (VALUES (BITMAP_BUILD(ARRAY[1])), (BITMAP_BUILD(ARRAY[1]))) AS t(b) GROUP BY b;
