-- A bitmap aggregate in a tumbling window aggregate, in streaming mode
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'number-of-rows' = '5', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5');
CREATE TABLE s (n BIGINT, b STRING) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT COUNT(*), BITMAP_TO_STRING(BITMAP_BUILD_AGG(id)) FROM TABLE(TUMBLE(TABLE src, DESCRIPTOR(ts), INTERVAL '1' DAY)) GROUP BY window_start, window_end HAVING COUNT(*) > 100;
