-- DROP DATABASE a.b.c;
-- Pins down: a database name has at most two parts.
SET 'execution.runtime-mode' = 'batch';
DROP DATABASE a.b.c;
