-- CREATE TABLE ... AS SELECT into a table that exists
-- Pins down: without IF NOT EXISTS the catalog refuses the second table.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE c1 (a INT) WITH ('connector' = 'blackhole');
CREATE TABLE c1 WITH ('connector' = 'blackhole') AS SELECT 1 AS a;
