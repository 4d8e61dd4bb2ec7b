-- Streaming EXPLAIN of OVER aggregates ordered by a regular column over a table: the OverAggregate
-- reads an Exchange on the partition keys; several calls over one window share the node
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k STRING, o INT, x BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
EXPLAIN CHANGELOG_MODE SELECT k, o, SUM(x) OVER (PARTITION BY k ORDER BY o) AS s, COUNT(*) OVER (PARTITION BY k ORDER BY o) AS c FROM t;
EXPLAIN SELECT o, MAX(x) OVER (ORDER BY o ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS m FROM t;
