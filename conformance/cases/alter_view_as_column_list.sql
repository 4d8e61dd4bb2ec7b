-- ALTER VIEW AS of a view with a column list, to a query of another width
-- Pins down: Flink accepts it: the column list is not kept, the new query names the columns.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, ts TIMESTAMP(3)) WITH ('connector' = 'datagen');
CREATE TABLE q (a INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
CREATE VIEW v (x) AS SELECT a FROM q;
ALTER VIEW v AS SELECT a, a AS b FROM q;
SHOW CREATE VIEW v;
