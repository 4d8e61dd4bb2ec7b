-- A processing-time group window without aggregate calls reading its _PROCTIME, run
-- Flink's code generation fails on the unrewritten SESSION_PROCTIME, whose operand keeps its
-- proctime type.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE pt (id BIGINT, p AS PROCTIME()) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '9');
SELECT SESSION_PROCTIME(p, INTERVAL '1' HOUR) AS pt FROM pt GROUP BY SESSION(p, INTERVAL '1' HOUR);
