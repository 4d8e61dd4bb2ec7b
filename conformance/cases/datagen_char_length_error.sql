-- datagen: a length on a CHAR field
-- 'fields.c.length' on CHAR(5) is rejected: custom length is not supported for CHAR/BINARY.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (c CHAR(5)) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.c.length' = '3');
SELECT * FROM g;
