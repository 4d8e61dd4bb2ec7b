-- datagen cannot generate a BITMAP column
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE d (id INT, b BITMAP) WITH ('connector' = 'datagen', 'number-of-rows' = '2');
SELECT id IS NOT NULL AS i, b IS NULL AS n FROM d;
