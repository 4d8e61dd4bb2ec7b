-- EXPLAIN: FIRST_VALUE and LAST_VALUE in a tumbling window aggregate
-- Flink's FIRST_VALUE and LAST_VALUE have no merge method, so the window aggregate is not split
-- into a LocalWindowAggregate and a GlobalWindowAggregate: one WindowAggregate over an exchange
-- on the keys (or to one task) computes every call, the mergeable ones with them.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (
  id BIGINT,
  ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'),
  WATERMARK FOR ts AS ts - INTERVAL '2' SECOND
) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '0', 'fields.id.end' = '29');
CREATE TEMPORARY VIEW v AS SELECT id, ts, CASE WHEN id % 4 = 0 THEN CAST(NULL AS BIGINT) ELSE id * 10 END AS x FROM ticks;
CREATE TABLE tumbled (window_start TIMESTAMP(3), f BIGINT, l BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'tumbled');
EXPLAIN INSERT INTO tumbled
SELECT window_start, FIRST_VALUE(x), LAST_VALUE(x)
FROM TABLE(TUMBLE(TABLE v, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY window_start, window_end;
EXPLAIN SELECT window_start, window_end, FIRST_VALUE(x), LAST_VALUE(x), COUNT(*), SUM(x)
FROM TABLE(TUMBLE(TABLE v, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY window_start, window_end;
EXPLAIN SELECT window_start, id % 3 AS k, FIRST_VALUE(x) AS f, LAST_VALUE(id) AS l
FROM TABLE(TUMBLE(TABLE v, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY window_start, window_end, id % 3;
EXPLAIN SELECT window_end, FIRST_VALUE(CAST(x AS STRING)) AS f, window_start
FROM TABLE(TUMBLE(TABLE v, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY window_start, window_end HAVING COUNT(*) > 2;
SELECT window_start, id % 3 AS k, FIRST_VALUE(x) AS f, LAST_VALUE(id) AS l, COUNT(*) AS c
FROM TABLE(TUMBLE(TABLE v, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY window_start, window_end, id % 3;
