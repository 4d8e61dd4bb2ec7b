-- MAP_FROM_ARRAYS of arrays of different lengths fails at run time.
SET 'execution.runtime-mode' = 'batch';
SELECT MAP_FROM_ARRAYS(k, v) AS m FROM (VALUES (ARRAY['x', 'y'], ARRAY[1])) AS t(k, v);
