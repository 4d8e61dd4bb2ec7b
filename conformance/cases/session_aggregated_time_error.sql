-- SESSION over a view's aggregate of the rowtime
-- MAX(ts) of a group aggregate is a plain TIMESTAMP(3), no time attribute, so the window function
-- rejects it before the view's updates could reach it.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '10' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
CREATE VIEW latest AS SELECT k, MAX(ts) AS ts FROM ev GROUP BY k;
SELECT * FROM TABLE(SESSION(TABLE latest PARTITION BY k, DESCRIPTOR(ts), INTERVAL '5' SECOND));
