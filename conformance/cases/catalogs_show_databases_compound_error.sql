-- SHOW DATABASES FROM a.b;
-- Pins down: the SHOW DATABASES parser checks that the catalog has one part.
SET 'execution.runtime-mode' = 'batch';
SHOW DATABASES FROM a.b;
