-- A streaming join on an inequality only; compared as the final table
-- conformance: final
-- Without an equality the join has no key: every left row meets every right row it matches.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW l AS SELECT * FROM (VALUES (1), (5)) AS v(a);
CREATE TEMPORARY VIEW r AS SELECT * FROM (VALUES (3), (4), (9)) AS v(b);
CREATE TABLE s (a INT, b INT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT a, b FROM l JOIN r ON a < b;
