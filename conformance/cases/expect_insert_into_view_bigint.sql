-- INSERT INTO a view of an INT column a BIGINT value
-- Flink validates the query against the view's columns before it looks for a sink.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT 1 AS a;
INSERT INTO v SELECT CAST(2 AS BIGINT);
