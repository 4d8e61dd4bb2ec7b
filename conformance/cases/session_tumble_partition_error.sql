-- PARTITION BY in a TUMBLE
-- Only SESSION takes a partitioned table argument.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '10' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
SELECT * FROM TABLE(TUMBLE(TABLE ev PARTITION BY k, DESCRIPTOR(ts), INTERVAL '5' SECOND));
