-- nested: an ARRAY cast to INT
-- Casting a collection to a scalar fails validation.
SET 'execution.runtime-mode' = 'batch';
SELECT CAST(ARRAY[1] AS INT);
