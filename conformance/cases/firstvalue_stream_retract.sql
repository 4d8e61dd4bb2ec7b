-- FIRST_VALUE and LAST_VALUE as streaming group aggregates over an updating input
-- Pins down: retraction, as Flink's FirstValueWithRetractAggFunction and
-- LastValueWithRetractAggFunction do it: -U takes back the value it once added (its earliest
-- occurrence), and the result falls back to the earliest (latest) value still present; a group
-- whose values are all taken back disappears. The updating input is an inner aggregate: MAX(n)
-- per n % 4 grows with each row of a datagen sequence. The results depend on the order of the
-- changes, so they differ from the batch results over the inner aggregate's final rows: with a
-- line below, TestStreamingFinalStateEqualsBatch leaves it out.
-- conformance: differs-from-batch
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE seq (n INT NOT NULL) WITH ('connector' = 'datagen', 'fields.n.kind' = 'sequence', 'fields.n.start' = '1', 'fields.n.end' = '10', 'number-of-rows' = '10');
CREATE TEMPORARY VIEW inner_max AS SELECT n % 4 AS g, MAX(n) AS m, COUNT(*) AS c FROM seq GROUP BY n % 4;
SELECT g % 2 AS h, FIRST_VALUE(m) AS fm, LAST_VALUE(m) AS lm FROM inner_max GROUP BY g % 2;
SELECT c, FIRST_VALUE(g) AS fg, LAST_VALUE(g) AS lg, FIRST_VALUE(m) AS fm, LAST_VALUE(m) AS lm FROM inner_max GROUP BY c;
SELECT FIRST_VALUE(m) AS fm, LAST_VALUE(m) AS lm FROM inner_max;
