-- DESCRIBE EXTENDED of a table and of a view
-- Pins down: what Flink prints for it.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a INT NOT NULL, b STRING COMMENT 'bee', c AS a + 1, PRIMARY KEY (a) NOT ENFORCED) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
DESCRIBE EXTENDED t;
CREATE VIEW v AS SELECT a, b FROM t;
DESC EXTENDED v;
