-- LAG and LEAD with a default, where the value at the offset is NULL
-- Pins down: Flink types the call NOT NULL by its default and gives -1 there, for LEAD(v, 1, 0) too.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (k STRING, ts INT, v INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
INSERT INTO t VALUES ('a', 1, 10), ('a', 2, 20), ('a', 3, CAST(NULL AS INT)), ('a', 4, 40);
SELECT k, ts, LAG(v, 1, -1) OVER (PARTITION BY k ORDER BY ts) AS pd FROM t;
SELECT k, ts, LEAD(v, 1, 0) OVER (PARTITION BY k ORDER BY ts) AS nd FROM t;
