-- CREATE TABLE ... LIKE a view
-- Pins down: the source of LIKE must be a table, and the message gives where it is named.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
CREATE VIEW v AS SELECT a FROM t;
CREATE TABLE l1 WITH ('connector' = 'blackhole')
LIKE v;
