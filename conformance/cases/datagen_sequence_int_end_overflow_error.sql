-- datagen: an INT sequence whose end is beyond INT
-- The end is parsed as the field's type: 3000000000 fails with NumberFormatException at planning.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (c INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.c.kind' = 'sequence', 'fields.c.start' = '1', 'fields.c.end' = '3000000000');
SELECT * FROM g;
