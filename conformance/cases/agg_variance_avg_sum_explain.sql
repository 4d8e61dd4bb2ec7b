-- EXPLAIN and rows of AVG, SUM and MAX beside a variance call, in batch and streaming mode
-- A variance call makes Flink reduce the whole aggregate (AggregateReduceFunctionsRule): which of
-- the other calls it reduces too (SUM into $SUM0 and COUNT, AVG into SUM / COUNT, MAX of a group
-- key into the key), in which order the new calls appear and how they are named. An AVG's SUM is
-- reduced again only where that takes fewer calls (Flink's cost model): grouped here, not in the
-- aggregate of the whole table.
-- conformance: final
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k INT, d DOUBLE, i INT, b BIGINT, m DECIMAL(10, 2)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv', 'csv.null-literal' = 'null');
INSERT INTO t VALUES (1, 1.5e0, 1, CAST(10 AS BIGINT), CAST(1.25 AS DECIMAL(10, 2))), (1, 2.5e0, 2, CAST(20 AS BIGINT), CAST(2.5 AS DECIMAL(10, 2))), (1, CAST(NULL AS DOUBLE), CAST(NULL AS INT), CAST(NULL AS BIGINT), CAST(NULL AS DECIMAL(10, 2))), (2, 3.0e0, 7, CAST(5 AS BIGINT), CAST(0.5 AS DECIMAL(10, 2))), (3, CAST(NULL AS DOUBLE), CAST(NULL AS INT), CAST(NULL AS BIGINT), CAST(NULL AS DECIMAL(10, 2)));
EXPLAIN SELECT k, VAR_POP(d), AVG(i), AVG(d), AVG(b), AVG(m), SUM(i), SUM(d), MAX(k) FROM t GROUP BY k;
SELECT k, VAR_POP(d), AVG(i), AVG(d), AVG(b), AVG(m), SUM(i), SUM(d), MAX(k) FROM t GROUP BY k;
EXPLAIN SELECT STDDEV_SAMP(i), SUM(b), AVG(d), COUNT(i) FROM t;
SELECT STDDEV_SAMP(i), SUM(b), AVG(d), COUNT(i) FROM t;
SET 'execution.runtime-mode' = 'streaming';
EXPLAIN SELECT k, VAR_POP(d), AVG(i), AVG(d), AVG(b), AVG(m), SUM(i), SUM(d), MAX(k) FROM t GROUP BY k;
SELECT k, VAR_POP(d), AVG(i), AVG(d), AVG(b), AVG(m), SUM(i), SUM(d), MAX(k) FROM t GROUP BY k;
