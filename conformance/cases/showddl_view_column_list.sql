-- A view with a column list, then ALTER VIEW AS
-- Pins down: SHOW CREATE VIEW and DESCRIBE show the listed names; ALTER VIEW AS takes the new
-- query's names, the list is not kept.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
CREATE VIEW v (x, y) AS SELECT a, b FROM t;
SHOW CREATE VIEW v;
DESCRIBE v;
ALTER VIEW v AS SELECT b, a FROM t;
SHOW CREATE VIEW v;
DESCRIBE v;
