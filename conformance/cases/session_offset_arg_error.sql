-- SESSION takes no offset
-- A fourth argument fails in Calcite's validator: SESSION expects 3 arguments.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '10' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
SELECT * FROM TABLE(SESSION(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '1' SECOND));
