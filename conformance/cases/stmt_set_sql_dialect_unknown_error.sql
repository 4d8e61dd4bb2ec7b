-- title: SET of an unknown SQL dialect is refused at SET time
-- The gateway checks a new option by building a table environment with it; table.sql-dialect
-- is an enum, so 'unknown' fails the SET itself.
SET 'execution.runtime-mode' = 'batch';
SET 'table.sql-dialect' = 'unknown';
