-- Streaming Top-1 per key with the row number selected: the leader is replaced with -U/+U
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 3), ('a', 8), ('b', 1), ('a', 5), ('b', 9)) AS v(k, x);
CREATE TABLE s (k STRING, x INT, rn BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s
SELECT k, x, rn FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY x DESC) AS rn FROM t) WHERE rn = 1;
