-- A negative SESSION gap
-- The gap must be positive; the message gives it in milliseconds.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '10' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
SELECT window_start, window_end, COUNT(*) FROM TABLE(SESSION(TABLE ev, DESCRIPTOR(ts), INTERVAL '-5' SECOND)) GROUP BY window_start, window_end;
