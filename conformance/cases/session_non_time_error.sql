-- SESSION over a column that is not a timestamp
-- SESSION's own message names its signature and the column's type.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '10' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
SELECT * FROM TABLE(SESSION(TABLE ev PARTITION BY k, DESCRIPTOR(id), INTERVAL '5' SECOND));
