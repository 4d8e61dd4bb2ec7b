-- STDDEV, VARIANCE and their population and sample forms are aggregate functions in Flink
-- Flinkpad runs them as Flink does (this case once pinned down that Flinkpad refused them as not
-- supported rather than reporting "Expression is not being grouped").
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT, d AS CAST(id AS DOUBLE)) WITH ('connector' = 'datagen', 'number-of-rows' = '4',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '4');
SELECT STDDEV(d), STDDEV_POP(d), STDDEV_SAMP(d), VARIANCE(d), VAR_POP(d), VAR_SAMP(d) FROM t;
