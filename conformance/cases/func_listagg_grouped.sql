-- LISTAGG without GROUP BY in arrival order, per group, over expressions, and into a print sink
-- Pins down: LISTAGG concatenating a one-task datagen sequence in its order (without GROUP BY;
-- within groups Flink's batch aggregation sorts the rows and does not keep their order, so the
-- grouped statements have one value per group), LISTAGG over an expression and with an empty or
-- multi-character separator, LISTAGG(DISTINCT ...) of repeated values, a group whose values are
-- all NULL, and the result type (the argument's).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE seq (n INT) WITH ('connector' = 'datagen', 'fields.n.kind' = 'sequence', 'fields.n.start' = '1', 'fields.n.end' = '6', 'number-of-rows' = '6');
CREATE TEMPORARY VIEW v AS SELECT n, CASE WHEN n < 5 THEN CAST(n AS STRING) END AS s, IF(MOD(n, 2) = 0, 'even', 'odd') AS parity FROM seq;
SELECT LISTAGG(s) AS l, LISTAGG(s, ' -> ') AS arrows, LISTAGG(UPPER(parity), '') AS joined, LISTAGG(s || '!') AS bang, COUNT(*) AS c FROM v;
SELECT n, LISTAGG(s, '|') AS l, LISTAGG(DISTINCT parity) AS p FROM v GROUP BY n;
SELECT LISTAGG(DISTINCT parity) AS p FROM v WHERE MOD(n, 2) = 1;
CREATE TEMPORARY VIEW typed AS SELECT n, LISTAGG(s) AS l, LISTAGG(parity, ';') AS p FROM v GROUP BY n;
DESCRIBE typed;
CREATE TABLE la_out (n INT, l STRING) WITH ('connector' = 'print', 'print-identifier' = 'la_out');
INSERT INTO la_out SELECT n, LISTAGG(s, '|') FROM v GROUP BY n;
