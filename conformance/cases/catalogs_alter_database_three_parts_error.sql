-- ALTER DATABASE a.b.c SET ('k' = 'v');
-- Pins down: a database name has at most two parts.
SET 'execution.runtime-mode' = 'batch';
ALTER DATABASE a.b.c SET ('k' = 'v');
