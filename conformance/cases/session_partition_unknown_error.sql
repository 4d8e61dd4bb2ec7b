-- SESSION partitioned by a column the table does not have
-- Flink 2.3 fails with an ArrayIndexOutOfBoundsException, a Flink bug; recorded so that a fix shows.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '10' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
SELECT * FROM TABLE(SESSION(TABLE ev PARTITION BY nope, DESCRIPTOR(ts), INTERVAL '5' SECOND));
