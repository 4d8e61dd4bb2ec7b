-- datagen: an ARRAY sequence field
-- A sequence on ARRAY<INT> fails with "Unsupported type: ARRAY<INT>".
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (c ARRAY<INT>) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.c.kind' = 'sequence', 'fields.c.start' = '1', 'fields.c.end' = '3');
SELECT * FROM g;
