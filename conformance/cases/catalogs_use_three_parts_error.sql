-- USE a.b.c;
-- Pins down: a database name has at most two parts.
SET 'execution.runtime-mode' = 'batch';
USE a.b.c;
