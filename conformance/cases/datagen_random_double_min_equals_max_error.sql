-- datagen: a random DOUBLE field with min = max
-- DOUBLE min = max fails at run time; the bounds are printed rounded to three decimals (1,234.568).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (d DOUBLE) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.d.min' = '1234.56789', 'fields.d.max' = '1234.56789');
SELECT * FROM g;
