-- A window function over a WITH query that aggregates the rowtime
-- The WITH query's MAX(ts) is a plain TIMESTAMP(3) to the window function.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '10' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
WITH latest AS (SELECT k, MAX(ts) AS ts FROM ev GROUP BY k) SELECT * FROM TABLE(TUMBLE(TABLE latest, DESCRIPTOR(ts), INTERVAL '5' SECOND));
