-- An OPTIONS hint on a WITH query's name applies to nothing
-- Flink's OPTIONS strategy matches table scans only; the WITH query still reads 3 rows.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.min' = '1', 'fields.k.max' = '1');
WITH c AS (SELECT k FROM gen) SELECT COUNT(*) AS n FROM c /*+ OPTIONS('number-of-rows' = '2') */;
