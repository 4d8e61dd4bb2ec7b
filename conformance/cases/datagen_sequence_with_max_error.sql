-- datagen: a sequence field with a max option
-- A sequence field does not accept min/max: 'fields.c.max' is unsupported, and the supported list
-- shows the sequence options for c and the random options for the STRING field.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (c INT, s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.c.kind' = 'sequence', 'fields.c.start' = '1', 'fields.c.end' = '3', 'fields.c.max' = '3');
SELECT * FROM g;
