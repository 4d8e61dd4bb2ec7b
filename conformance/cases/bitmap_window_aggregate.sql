-- A bitmap aggregate in a tumbling window aggregate, in streaming mode: Flink runs it
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id INT, ts AS TO_TIMESTAMP_LTZ(CAST(id AS BIGINT) * 1000, 3), WATERMARK FOR ts AS ts) WITH ('connector' = 'datagen', 'number-of-rows' = '5', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5');
CREATE TABLE s (ws TIMESTAMP(3), n BIGINT, b STRING, c BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT window_start, COUNT(*), BITMAP_TO_STRING(BITMAP_BUILD_AGG(id)), BITMAP_OR_CARDINALITY_AGG(BITMAP_BUILD(ARRAY[id, 1])) FROM TABLE(TUMBLE(TABLE src, DESCRIPTOR(ts), INTERVAL '2' SECOND)) GROUP BY window_start, window_end;
