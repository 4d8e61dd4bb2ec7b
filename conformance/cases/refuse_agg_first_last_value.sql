-- FIRST_VALUE and LAST_VALUE are aggregate functions in Flink
-- Flink runs them as aggregates over a group, and so does Flinkpad (this case once pinned down
-- that Flinkpad refused them as not supported rather than reporting "Expression is not being grouped").
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT, k AS id % 2) WITH ('connector' = 'datagen', 'number-of-rows' = '6',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '6');
SELECT k, FIRST_VALUE(id) AS f, LAST_VALUE(id) AS l FROM t GROUP BY k;
