-- ALTER TABLE ADD CONSTRAINT with a name, then DROP CONSTRAINT by that name
-- Pins down: the constraint's name as SHOW CREATE TABLE prints it, and that DROP finds it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT NOT NULL, b STRING) WITH ('connector' = 'datagen');
ALTER TABLE p ADD CONSTRAINT my_pk PRIMARY KEY (a) NOT ENFORCED;
SHOW CREATE TABLE p;
ALTER TABLE p DROP CONSTRAINT my_pk;
SHOW CREATE TABLE p;
