-- EXPLAIN of SESSION windows in streaming mode
-- A session window aggregate is one WindowAggregate (no local/global phases: sessions merge)
-- with window=[SESSION(time_col=[ts], gap=[5 s], partition keys=[k])], over an Exchange hashed
-- on the partition keys (single without them); its changelog is insert-only. The TVF alone is
-- a WindowTableFunction over that Exchange. Grouping by other keys than the partition keys
-- gives a GroupAggregate over the WindowTableFunction.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ev (id INT, k STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '10' SECOND) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/events', 'format' = 'csv');
EXPLAIN SELECT k, window_start, window_end, COUNT(*) AS n, SUM(id) AS s FROM TABLE(SESSION(TABLE ev PARTITION BY k, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY k, window_start, window_end;
EXPLAIN CHANGELOG_MODE SELECT window_start, window_end, COUNT(*) AS n FROM TABLE(SESSION(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY window_start, window_end;
EXPLAIN SELECT window_start, window_end, k, MAX(id) AS mx FROM TABLE(SESSION(TABLE ev PARTITION BY k, DESCRIPTOR(ts), INTERVAL '1' MINUTE)) WHERE id > 2 GROUP BY window_start, window_end, k;
EXPLAIN SELECT window_start, window_end, COUNT(*) AS n FROM TABLE(SESSION(TABLE ev PARTITION BY k, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY window_start, window_end;
EXPLAIN SELECT id, k, window_start, window_end, window_time FROM TABLE(SESSION(TABLE ev PARTITION BY k, DESCRIPTOR(ts), INTERVAL '5' SECOND));
EXPLAIN CHANGELOG_MODE SELECT id, window_start FROM TABLE(SESSION(TABLE ev, DESCRIPTOR(ts), INTERVAL '5' SECOND));
