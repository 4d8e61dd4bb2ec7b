-- LIMIT without ORDER BY in streaming mode: does Flink accept it, and what does it emit?
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES (1), (2), (3), (4)) AS v(x);
CREATE TABLE s (x INT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT x FROM t LIMIT 2;
