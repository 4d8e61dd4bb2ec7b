-- nested: an ARRAY over elements without a common type
-- ARRAY[1, 'a'] fails validation: its elements have no common type.
SET 'execution.runtime-mode' = 'batch';
SELECT ARRAY[1, 'a'];
