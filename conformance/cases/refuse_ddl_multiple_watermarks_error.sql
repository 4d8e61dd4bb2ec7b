-- Two WATERMARK declarations in one CREATE TABLE are a parse error
-- Flink's parser raises "Multiple WATERMARK declarations are not supported yet." at the second
-- one; Flinkpad used to accept the table.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE w2 (a TIMESTAMP(3), b TIMESTAMP(3), WATERMARK FOR a AS a, WATERMARK FOR b AS b)
  WITH ('connector' = 'blackhole');
