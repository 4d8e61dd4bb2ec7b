-- Legacy group windows with more aggregates, shared by two sinks, and under a group aggregate
-- AVG, STDDEV_POP, COUNT(DISTINCT), FILTER in a tumbling window; a windowed view read by
-- two INSERTs of a statement set; a COUNT(*) with no auxiliary call; a group aggregate over
-- the windows' rows updates as each window arrives.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '29');
SELECT TUMBLE_START(ts, INTERVAL '10' SECOND) AS ws, AVG(id) AS a, STDDEV_POP(id) AS sd, COUNT(DISTINCT id % 3) AS d, COUNT(*) FILTER (WHERE id > 5) AS f FROM ticks GROUP BY TUMBLE(ts, INTERVAL '10' SECOND);
CREATE VIEW v AS SELECT id % 2 AS k, TUMBLE_START(ts, INTERVAL '10' SECOND) AS ws, COUNT(*) AS n FROM ticks GROUP BY id % 2, TUMBLE(ts, INTERVAL '10' SECOND);
CREATE TABLE s1 (k BIGINT, ws TIMESTAMP(3), n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's1');
CREATE TABLE s2 (k BIGINT, n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's2');
EXECUTE STATEMENT SET BEGIN
INSERT INTO s1 SELECT k, ws, n FROM v;
INSERT INTO s2 SELECT k, n FROM v WHERE n > 4;
END;
SELECT COUNT(*) AS n FROM ticks GROUP BY TUMBLE(ts, INTERVAL '10' SECOND);
SELECT k, COUNT(*) FROM (SELECT id % 2 AS k, TUMBLE_END(ts, INTERVAL '10' SECOND) AS we FROM ticks GROUP BY id % 2, TUMBLE(ts, INTERVAL '10' SECOND)) GROUP BY k;
EXPLAIN SELECT TUMBLE_START(ts, INTERVAL '10' SECOND) AS ws, STDDEV_POP(id) AS sd, COUNT(DISTINCT id % 3) AS d, COUNT(*) FILTER (WHERE id > 5) AS f FROM ticks GROUP BY TUMBLE(ts, INTERVAL '10' SECOND);
