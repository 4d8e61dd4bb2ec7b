-- An uncorrelated scalar subquery that returns two rows fails at run time
-- Pins down: Flink checks a scalar subquery with a SINGLE_VALUE aggregate, which fails when it
-- sees a second row, even when no outer row needs the value (the outer rows are filtered out).
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW a AS SELECT * FROM (VALUES (1), (2)) AS t(x);
CREATE TEMPORARY VIEW b AS SELECT * FROM (VALUES (10, 'p'), (20, 'q')) AS t(y, v);
SELECT x, (SELECT y FROM b WHERE v = 'p') AS first_y FROM a;
SELECT x, (SELECT y FROM b) AS two FROM a WHERE x > 100;
