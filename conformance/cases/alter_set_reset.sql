-- ALTER TABLE SET and RESET of options
-- Pins down: SET adds and overwrites options, RESET removes them (a missing key is no error),
-- SHOW CREATE TABLE lists the options sorted by key.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
ALTER TABLE p SET ('number-of-rows' = '3', 'fields.a.kind' = 'sequence');
SHOW CREATE TABLE p;
ALTER TABLE p SET ('number-of-rows' = '5');
ALTER TABLE p RESET ('fields.a.kind', 'not-there');
SHOW CREATE TABLE p;
