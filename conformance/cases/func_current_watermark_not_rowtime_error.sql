-- CURRENT_WATERMARK of a TIMESTAMP that is not a rowtime attribute
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id INT, ts TIMESTAMP(3)) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
SELECT id, CURRENT_WATERMARK(ts) FROM src;
