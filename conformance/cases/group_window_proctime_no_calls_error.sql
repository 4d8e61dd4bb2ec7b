-- A processing-time group window without aggregate calls, EXPLAINed
-- Grouped by the window alone and computing no aggregate, Flink's plan leaves the first
-- auxiliary call of the select list unrewritten, and its code generation fails on it.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE pt (id BIGINT, p AS PROCTIME()) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '9');
EXPLAIN SELECT TUMBLE_START(p, INTERVAL '1' HOUR) AS ws, TUMBLE_END(p, INTERVAL '1' HOUR) AS we FROM pt GROUP BY TUMBLE(p, INTERVAL '1' HOUR);
