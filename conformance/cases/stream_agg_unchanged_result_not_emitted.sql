-- Streaming group aggregate whose result does not change emits nothing for that row
-- Adding 0 to a SUM, or a value below the current MAX, leaves the aggregate as it was: Flink's
-- group aggregate compares the new result with the previous one and emits no -U/+U pair then.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 5), ('a', 0), ('b', 2), ('a', 3), ('a', 9)) AS v(k, x);
CREATE TABLE s (k STRING, total INT, top INT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT k, SUM(x), MAX(x) FROM t GROUP BY k;
