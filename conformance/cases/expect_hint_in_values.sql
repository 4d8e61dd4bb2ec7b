-- A hint comment inside a VALUES row: what Flink does with it
-- A learner puts a hint between the values of a row.
SET 'execution.runtime-mode' = 'batch';
SELECT * FROM (VALUES (1, /*+ X */ 2)) AS v (a, b);
