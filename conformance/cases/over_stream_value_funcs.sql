-- FIRST_VALUE, LAST_VALUE, MIN/MAX of strings and COUNT(DISTINCT) over a rowtime order, in streaming mode
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT, k AS id % 2, v AS CAST((id * 7) % 4 AS INT), s AS CAST(CHR(CAST(97 + (id * 3) % 5 AS INT)) AS STRING),
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '8');
CREATE TABLE o1 (id BIGINT, f INT, l INT, mi STRING, ma STRING) WITH ('connector' = 'print', 'print-identifier' = 'o1');
INSERT INTO o1 SELECT id, FIRST_VALUE(v) OVER w, LAST_VALUE(v) OVER w, MIN(s) OVER w, MAX(s) OVER w
FROM ticks WINDOW w AS (PARTITION BY k ORDER BY ts);
CREATE TABLE o2 (id BIGINT, cd BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'o2');
INSERT INTO o2 SELECT id, COUNT(DISTINCT v) OVER (ORDER BY ts) FROM ticks;
CREATE TABLE o3 (id BIGINT, f INT, l INT) WITH ('connector' = 'print', 'print-identifier' = 'o3');
INSERT INTO o3 SELECT id, FIRST_VALUE(v) OVER w, LAST_VALUE(v) OVER w
FROM ticks WINDOW w AS (ORDER BY ts ROWS BETWEEN 2 PRECEDING AND CURRENT ROW);
