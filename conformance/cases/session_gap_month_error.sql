-- A SESSION gap in months
-- Window functions take only day-time intervals (TableException).
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '10' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
SELECT * FROM TABLE(SESSION(TABLE ev, DESCRIPTOR(ts), INTERVAL '1' MONTH));
