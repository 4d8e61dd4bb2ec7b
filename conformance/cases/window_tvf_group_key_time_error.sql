-- A window function over a view that groups by the rowtime
-- A group aggregate's outputs reach a window function as plain timestamps, its group keys too:
-- the window function rejects ts, though DESCRIBE shows the view's ts as a rowtime.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '10' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
CREATE VIEW m AS SELECT k, ts FROM ev GROUP BY k, ts;
DESCRIBE m;
SELECT * FROM TABLE(TUMBLE(TABLE m, DESCRIPTOR(ts), INTERVAL '5' SECOND));
