-- MIN and MAX over an updating input: a retracted extreme is replaced by the next one
-- The inner aggregate's per-key sums are retracted and re-emitted as they grow; the outer MIN and
-- MAX must forget a retracted value and fall back to the remaining ones.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 1), ('b', 4), ('a', 5), ('c', 2), ('b', -3)) AS v(k, x);
CREATE TABLE s (lo INT, hi INT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT MIN(total), MAX(total) FROM (SELECT k, SUM(x) AS total FROM t GROUP BY k);
