-- INSERT OVERWRITE a view in streaming mode
-- Flink looks for the sink before it checks that streaming mode has no INSERT OVERWRITE.
SET 'execution.runtime-mode' = 'streaming';
CREATE VIEW v AS SELECT 1 AS a;
INSERT OVERWRITE v SELECT 2;
