-- A named window, OVER w with WINDOW w AS (...), is a window, not a plain aggregate
-- Flinkpad used to bind SUM(id) OVER w as SUM over the whole table; it now refuses named
-- windows as not supported.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '4',
  'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '4');
SELECT id, SUM(id) OVER w FROM t WINDOW w AS (ORDER BY id);
