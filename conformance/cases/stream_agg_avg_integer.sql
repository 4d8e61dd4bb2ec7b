-- Streaming AVG of an INT column stays an INT, updated row by row
-- Each new row changes the average; Flink's integer AVG truncates, and an unchanged truncated
-- average emits nothing.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 1), ('a', 2), ('a', 2), ('b', 7), ('a', 10)) AS v(k, x);
CREATE TABLE s (k STRING, a INT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT k, AVG(x) FROM t GROUP BY k;
