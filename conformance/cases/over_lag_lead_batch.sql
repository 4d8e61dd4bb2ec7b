-- LAG and LEAD over a batch OVER window, with an offset and a default
-- Pins down: NULL at the partition's edges, or the default; a NULL value passed on; the result types; EXPLAIN's OverAggregate.
-- (A default over a nullable argument: see over_lag_lead_default_null.)
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k STRING, ts INT, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
INSERT INTO t VALUES ('a', 1, 10), ('a', 2, 20), ('a', 3, CAST(NULL AS INT)), ('a', 4, 40), ('b', 1, 5), ('b', 2, 7);
SELECT k, ts, v, LAG(v) OVER (PARTITION BY k ORDER BY ts) AS p, LEAD(v) OVER (PARTITION BY k ORDER BY ts) AS n FROM t;
SELECT k, ts, LAG(v, 2) OVER (PARTITION BY k ORDER BY ts) AS p2, LAG(ts, 1, -1) OVER (PARTITION BY k ORDER BY ts) AS pd, LEAD(ts, 1, 0) OVER (PARTITION BY k ORDER BY ts) AS nd FROM t;
SELECT k, ts, LAG(k) OVER (ORDER BY ts, k) AS pk, LEAD(ts, 3) OVER (ORDER BY ts, k) AS n3 FROM t;
EXPLAIN SELECT k, ts, v, LAG(v) OVER (PARTITION BY k ORDER BY ts) AS p, LEAD(v) OVER (PARTITION BY k ORDER BY ts) AS n FROM t;
EXPLAIN SELECT k, ts, LAG(v, 2) OVER (PARTITION BY k ORDER BY ts) AS p2, LAG(v, 1, -1) OVER (PARTITION BY k ORDER BY ts) AS pd FROM t;
SELECT TYPEOF(LAG(v) OVER (ORDER BY ts)), TYPEOF(LAG(v, 1, -1) OVER (ORDER BY ts)), TYPEOF(LAG(k) OVER (ORDER BY ts)), TYPEOF(LEAD(ts, 1, 0) OVER (ORDER BY ts)) FROM t LIMIT 1;
