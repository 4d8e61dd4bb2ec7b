-- Window aggregates and window TVFs over a processing-time attribute
-- A proctime window aggregate is one WindowAggregate over an Exchange, PROCTIME() computed in
-- the Calc below; SESSION too. Its windows fire by the wall clock: a bounded source that ends
-- at once ends the job before any window's end passes, so the aggregate emits no row (Flink
-- does not fire processing-time windows at the end of the input). The TVF alone gives each
-- row its window at once; window_time is materialized (PROCTIME_MATERIALIZE). The rows
-- themselves depend on the clock, so only their count is recorded.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id BIGINT, k STRING, pt AS PROCTIME()) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5', 'fields.k.length' = '1');
EXPLAIN SELECT window_start, window_end, COUNT(*) AS n FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(pt), INTERVAL '10' MINUTE)) GROUP BY window_start, window_end;
EXPLAIN CHANGELOG_MODE SELECT k, window_start, window_end, COUNT(*) AS n FROM TABLE(SESSION(TABLE ev PARTITION BY k, DESCRIPTOR(pt), INTERVAL '10' MINUTE)) GROUP BY k, window_start, window_end;
EXPLAIN SELECT id, window_start, window_end, window_time FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(pt), INTERVAL '10' MINUTE));
EXPLAIN SELECT window_start, window_end, SUM(id) AS s FROM TABLE(HOP(TABLE ev, DESCRIPTOR(pt), INTERVAL '1' MINUTE, INTERVAL '10' MINUTE)) GROUP BY window_start, window_end;
CREATE TABLE s (window_start TIMESTAMP(3), window_end TIMESTAMP(3), n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT window_start, window_end, COUNT(*) FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(pt), INTERVAL '1' DAY)) GROUP BY window_start, window_end;
SELECT COUNT(*) AS n FROM TABLE(TUMBLE(TABLE ev, DESCRIPTOR(pt), INTERVAL '1' DAY));
