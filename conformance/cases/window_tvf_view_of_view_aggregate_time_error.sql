-- A window function over a WITH query's aggregate of the rowtime, through a filtering view
-- Common table expressions and views over views read the group aggregate the same way: MAX(ts)
-- is a plain TIMESTAMP(3) to the window function.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '10' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
CREATE VIEW m AS SELECT k, MAX(ts) AS ts FROM ev GROUP BY k;
CREATE VIEW m2 AS SELECT k, ts FROM m WHERE k <> 'x';
SELECT * FROM TABLE(HOP(TABLE m2, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND));
