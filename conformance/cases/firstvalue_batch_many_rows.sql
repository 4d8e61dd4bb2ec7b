-- FIRST_VALUE and LAST_VALUE in a batch GROUP BY over more rows than Flink sorts stably
-- Pins down: over 3000 rows Flink's quicksort on the group keys reorders each group's rows, so
-- FIRST_VALUE is not the first row that arrived; a global aggregate, which Flink does not sort,
-- keeps arrival order.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE seq (n INT NOT NULL) WITH ('connector' = 'datagen', 'fields.n.kind' = 'sequence', 'fields.n.start' = '1', 'fields.n.end' = '3000', 'number-of-rows' = '3000');
SELECT FIRST_VALUE(n) AS f, LAST_VALUE(n) AS l FROM seq;
SELECT n % 3 AS k, FIRST_VALUE(n) AS f, LAST_VALUE(n) AS l, COUNT(*) AS c FROM seq GROUP BY n % 3;
