-- A query hint whose name Flink does not know fails
-- Flink's hint strategy table throws for a hint that is not registered.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.min' = '1', 'fields.k.max' = '1');
SELECT /*+ NO_SUCH_HINT */ COUNT(*) AS n FROM gen;
