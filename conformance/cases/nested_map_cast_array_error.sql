-- nested: a MAP cast to an ARRAY
-- Casting a MAP to an ARRAY fails validation.
SET 'execution.runtime-mode' = 'batch';
SELECT CAST(MAP['a', 1] AS ARRAY<INT>);
