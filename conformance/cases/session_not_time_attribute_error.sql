-- SESSION over a TIMESTAMP that is not a time attribute in streaming mode
-- A view's CAST of the rowtime is a plain TIMESTAMP, no time attribute.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '10' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
CREATE VIEW v AS SELECT id, k, CAST(ts AS TIMESTAMP(3)) AS t2 FROM ev;
SELECT * FROM TABLE(SESSION(TABLE v, DESCRIPTOR(t2), INTERVAL '5' SECOND));
