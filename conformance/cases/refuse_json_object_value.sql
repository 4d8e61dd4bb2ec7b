-- JSON_OBJECT and JSON_ARRAY build JSON text with their own syntax
-- Flink parses KEY ... VALUE pairs and ON NULL clauses; Flinkpad refuses them as not supported
-- rather than as a syntax error.
SET 'execution.runtime-mode' = 'batch';
SELECT JSON_OBJECT('k' VALUE 1), JSON_OBJECT(KEY 'a' VALUE 'x' NULL ON NULL), JSON_ARRAY(1, 'a');
