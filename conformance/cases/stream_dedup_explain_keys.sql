-- EXPLAIN of deduplication on two keys, selecting every field and the row number, into a sink
-- The row number of a deduplication is always 1; the Deduplicate node keeps the input's fields
-- and a Calc above it gives the constant. Keep-last and keep-first on proctime.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (a INT, b STRING, v BIGINT, pt AS PROCTIME()) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
CREATE TABLE s (a INT, b STRING, v BIGINT) WITH ('connector' = 'blackhole');
EXPLAIN SELECT * FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY a, b ORDER BY pt DESC) AS rn FROM t) WHERE rn = 1;
EXPLAIN CHANGELOG_MODE INSERT INTO s SELECT a, b, v FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY b, a ORDER BY pt ASC) AS rn FROM t) WHERE rn = 1;
