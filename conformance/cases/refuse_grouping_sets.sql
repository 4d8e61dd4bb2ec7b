-- GROUPING SETS, ROLLUP and CUBE group by several sets of keys at once
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT, a AS id % 2, b AS id % 3) WITH ('connector' = 'datagen', 'number-of-rows' = '6',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '6');
SELECT a, b, COUNT(*) FROM t GROUP BY GROUPING SETS ((a), (b), ());
SELECT a, b, COUNT(*) FROM t GROUP BY ROLLUP (a, b);
SELECT a, b, COUNT(*) FROM t GROUP BY CUBE (a, b);
