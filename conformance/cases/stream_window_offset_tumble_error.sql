-- A TUMBLE offset must be smaller than the size
-- TUMBLE's abs(offset) < size is checked when the plan is made (ValidationException).
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '10' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
SELECT window_start, window_end, COUNT(*) FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(ts), INTERVAL '10' SECOND, INTERVAL '-10' SECOND)) GROUP BY window_start, window_end;
