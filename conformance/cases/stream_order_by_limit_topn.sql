-- ORDER BY ... LIMIT in streaming mode becomes a Top-N with updates
-- ORDER BY a non-time column alone fails in streaming mode, but with LIMIT Flink plans a rank:
-- rows enter and leave the top 2 as larger values arrive.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES (5), (1), (9), (7), (3)) AS v(x);
CREATE TABLE s (x INT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT x FROM t ORDER BY x DESC LIMIT 2;
