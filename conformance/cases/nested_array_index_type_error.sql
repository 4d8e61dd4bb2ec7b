-- nested: a string index into an ARRAY
-- ITEM over an ARRAY needs an integer index.
SET 'execution.runtime-mode' = 'batch';
SELECT ARRAY[1, 2]['a'];
