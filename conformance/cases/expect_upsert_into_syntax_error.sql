-- UPSERT INTO with a syntax error later in the statement: the parse error comes first
-- Flink's converter refuses UPSERT only after the whole statement parsed.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE s (k INT) WITH ('connector' = 'blackhole');
UPSERT INTO s VALUES (1) )
;
