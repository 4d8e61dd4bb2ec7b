-- CURRENT_WATERMARK(rowtime) in streaming mode: the watermark the Calc has received before each
-- row, NULL before the first; typed TIMESTAMP(3), nullable; and its common use as a filter of
-- rows that are not late
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE src (id INT, ts AS TIMESTAMPADD(SECOND, id, TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '2' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '5', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5');
CREATE TABLE o (id INT, ts TIMESTAMP(3), w TIMESTAMP(3)) WITH ('connector' = 'print', 'print-identifier' = 'cw');
INSERT INTO o SELECT id, ts, CURRENT_WATERMARK(ts) FROM src;
CREATE TEMPORARY VIEW cv AS SELECT id, CURRENT_WATERMARK(ts) AS w FROM src;
DESCRIBE cv;
CREATE TABLE o2 (id INT) WITH ('connector' = 'print', 'print-identifier' = 'notlate');
INSERT INTO o2 SELECT id FROM src WHERE CURRENT_WATERMARK(ts) IS NULL OR ts > CURRENT_WATERMARK(ts);
