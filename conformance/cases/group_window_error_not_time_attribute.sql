-- A group window over a column that is not a time attribute
-- In streaming mode the window needs a rowtime or proctime column.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE plain (id BIGINT, t TIMESTAMP(3)) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
SELECT COUNT(*) FROM plain GROUP BY TUMBLE(t, INTERVAL '3' SECOND);
