-- EXPLAIN of grouping sets whose aggregate arguments come in another order than the table's
-- Calcite's projection below the aggregate puts c before b (the order the calls read them);
-- Flink's Expand still reads the scan's fields in the table's order.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE t (a INT, b STRING, c INT) WITH ('connector' = 'datagen', 'number-of-rows' = '5');
EXPLAIN SELECT a, COUNT(DISTINCT c), MAX(b) FROM t GROUP BY CUBE (a);
EXPLAIN SELECT b, SUM(a) FROM t GROUP BY ROLLUP (b);
