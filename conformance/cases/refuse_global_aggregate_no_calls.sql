-- A global aggregate with no aggregate call still gives its one row
-- HAVING without GROUP BY, or GROUP BY (), makes the query an aggregate over the whole input even
-- when the select list calls no aggregate function: one row, also for an empty input.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '3',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '3');
SELECT 1 AS c FROM t HAVING TRUE;
SELECT 'x' AS c FROM t GROUP BY ();
SELECT 2 AS c FROM t WHERE id < 0 HAVING TRUE;
