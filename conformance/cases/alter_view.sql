-- ALTER VIEW RENAME TO and ALTER VIEW AS
-- Pins down: a renamed view lists under its new name; ALTER VIEW AS replaces the query, and
-- SHOW CREATE VIEW and DESCRIBE show the new one, with the comment kept.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (a INT, b STRING) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
CREATE VIEW v COMMENT 'a view' AS SELECT a, b FROM src;
ALTER VIEW v RENAME TO v2;
SHOW VIEWS;
ALTER VIEW v2 AS SELECT b, a + 1 AS a1 FROM src WHERE a > 0;
SHOW CREATE VIEW v2;
DESCRIBE v2;
ALTER VIEW default_catalog.default_database.v2 RENAME TO v3;
SHOW VIEWS;
CREATE TABLE t2 (x INT) WITH ('connector' = 'datagen', 'number-of-rows' = '1');
CREATE VIEW w AS SELECT x FROM t2;
ALTER TABLE IF EXISTS w SET ('k' = 'v');
