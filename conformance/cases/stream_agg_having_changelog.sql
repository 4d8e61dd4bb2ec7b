-- HAVING over a streaming aggregate filters each change: a group crossing the threshold appears
-- The filter applies to every -U and +U the aggregate emits: a group enters the output when its
-- +U first passes, and a -U whose old value passed retracts it, even when the new +U fails.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 3), ('a', 4), ('b', 10), ('a', -5), ('a', 1)) AS v(k, x);
CREATE TABLE s (k STRING, total INT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT k, SUM(x) FROM t GROUP BY k HAVING SUM(x) > 5;
