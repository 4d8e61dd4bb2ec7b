-- datagen: var-len with length 1
-- var-len with length 1 fails the job: "bound must be greater than origin".
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (s STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.s.length' = '1', 'fields.s.var-len' = 'true');
SELECT * FROM g;
