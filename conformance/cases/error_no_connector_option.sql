-- A table without a 'connector' option
-- CREATE TABLE accepts it; the first query over it fails.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE nothing (a INT) WITH ('format' = 'csv');
SELECT * FROM nothing;
