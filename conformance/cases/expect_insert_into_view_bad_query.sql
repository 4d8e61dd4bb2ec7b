-- INSERT INTO a view whose query names an unknown column
-- Flink validates the query before it looks for a sink.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT 1 AS a;
INSERT INTO v SELECT nope;
