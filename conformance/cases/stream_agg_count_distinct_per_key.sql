-- COUNT(DISTINCT) per key in streaming mode: a repeated value changes nothing
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 'x'), ('a', 'y'), ('a', 'x'), ('b', 'x'), ('a', 'z')) AS v(k, u);
CREATE TABLE s (k STRING, users BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT k, COUNT(DISTINCT u) FROM t GROUP BY k;
