-- datagen: a BOOLEAN sequence field
-- BOOLEAN has no sequence generator: start/end are reported as unsupported options, and the
-- supported list for the field is only its kind.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (c BOOLEAN) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.c.kind' = 'sequence', 'fields.c.start' = '1', 'fields.c.end' = '3');
SELECT * FROM g;
