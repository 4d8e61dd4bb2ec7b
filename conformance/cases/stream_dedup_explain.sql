-- EXPLAIN CHANGELOG_MODE of deduplication: ROW_NUMBER over a time attribute filtered to rn = 1
-- Flink plans keep-first and keep-last on proctime and on rowtime as a Deduplicate node, not a
-- Rank: keep-first on proctime is insert-only, keep-last emits updates, and on rowtime both may.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (k STRING, v BIGINT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
EXPLAIN CHANGELOG_MODE SELECT k, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY pt) AS rn FROM t) WHERE rn = 1;
EXPLAIN CHANGELOG_MODE SELECT k, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY pt DESC) AS rn FROM t) WHERE rn = 1;
EXPLAIN CHANGELOG_MODE SELECT k, v, ts FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY ts) AS rn FROM t) WHERE rn = 1;
EXPLAIN CHANGELOG_MODE SELECT k, v, ts FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY ts DESC) AS rn FROM t) WHERE rn = 1;
