-- GROUP BY () is the grand total, and GROUP BY k, () groups by k
-- An empty grouping set adds no key: over an empty input GROUP BY () still gives one row.
-- Flinkpad used to refuse () in GROUP BY as "an empty row".
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT, k AS id % 2) WITH ('connector' = 'datagen', 'number-of-rows' = '5',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5');
SELECT COUNT(*), SUM(id) FROM t GROUP BY ();
SELECT k, COUNT(*) FROM t GROUP BY k, ();
SELECT COUNT(*) FROM t WHERE id < 0 GROUP BY ();
