-- DISTINCT over an updating input: a value that no longer occurs is deleted
-- The inner aggregate's totals change; DISTINCT over them keeps a value while some row has it.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 1), ('b', 1), ('a', 1), ('b', 1)) AS v(k, x);
CREATE TABLE s (total INT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT DISTINCT total FROM (SELECT k, SUM(x) AS total FROM t GROUP BY k);
