-- No SET at all: Flink's default runtime mode is streaming, so GROUP BY gives a changelog
-- This case deliberately has no SET 'execution.runtime-mode' line. The aggregate result is
-- therefore recorded as a streaming changelog (+I / -U / +U), not as a final batch table.
CREATE TEMPORARY VIEW votes AS SELECT * FROM (VALUES ('red'), ('blue'), ('red'), ('red')) AS t(color);
CREATE TABLE tally (color STRING, n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'tally');
INSERT INTO tally SELECT color, COUNT(*) FROM votes GROUP BY color;
SELECT color, COUNT(*) AS n FROM votes GROUP BY color;
