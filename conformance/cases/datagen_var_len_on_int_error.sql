-- datagen: var-len on an INT field
-- 'fields.c.var-len' is only accepted for VARCHAR/STRING/VARBINARY/BYTES.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (c INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.c.var-len' = 'true');
SELECT * FROM g;
