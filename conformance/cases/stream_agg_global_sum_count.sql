-- A streaming aggregate without GROUP BY: one row, inserted once and then updated
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES (4), (6), (-1)) AS v(x);
CREATE TABLE s (n BIGINT, total INT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT COUNT(*), SUM(x) FROM t;
