-- INSERT INTO a view over a table, with a nullable column
-- The view has the table's column types.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT, b STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
CREATE VIEW v AS SELECT a, b FROM t;
INSERT INTO v SELECT a, b FROM t;
