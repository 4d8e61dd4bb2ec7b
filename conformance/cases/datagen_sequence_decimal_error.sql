-- datagen: a DECIMAL sequence field
-- CREATE TABLE and planning accept a DECIMAL sequence, but the job fails with a ClassCastException
-- (BigDecimal cannot be cast to DecimalData).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (d DECIMAL(5, 2)) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.d.kind' = 'sequence', 'fields.d.start' = '1', 'fields.d.end' = '3');
SELECT * FROM g;
