-- The csv format cannot hold a BITMAP column
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE f (id INT, b BITMAP) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/f', 'format' = 'csv');
INSERT INTO f SELECT 1, BITMAP_BUILD(ARRAY[1, 2]);
