-- FIRST_VALUE and LAST_VALUE in a batch GROUP BY over 12 rows, the most Flink sorts stably
-- Pins down: Flink sorts the rows on the group keys before its SortAggregate; up to 12 rows its
-- in-memory sort is an insertion sort, which keeps each group's rows in arrival order.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE seq (n INT NOT NULL) WITH ('connector' = 'datagen', 'fields.n.kind' = 'sequence', 'fields.n.start' = '1', 'fields.n.end' = '12', 'number-of-rows' = '12');
SELECT MOD(n * 7, 4) AS k, FIRST_VALUE(n) AS f, LAST_VALUE(n) AS l, LISTAGG(CAST(n AS STRING)) AS all_n FROM seq GROUP BY MOD(n * 7, 4);
