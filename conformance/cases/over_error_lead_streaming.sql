-- LEAD in streaming mode
-- Pins down: Flink's planner refuses LEAD over a stream.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE s (k STRING, v INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/s', 'format' = 'csv');
EXPLAIN SELECT k, v, LEAD(v) OVER (PARTITION BY k ORDER BY ts) AS p FROM s;
