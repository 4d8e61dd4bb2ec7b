-- Keep the last row per key, ordered by a regular column descending (Top-1, not time-based dedup)
-- Ordering by an ordinary column, not a time attribute, makes this a Top-N: a row with a larger
-- version replaces the kept one, a smaller version changes nothing.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 1, 'v1'), ('a', 3, 'v3'), ('a', 2, 'v2'), ('b', 1, 'w1')) AS v(k, version, val);
CREATE TABLE s (k STRING, version INT, val STRING) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s
SELECT k, version, val FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY version DESC) AS rn FROM t) WHERE rn = 1;
