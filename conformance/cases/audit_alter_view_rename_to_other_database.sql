-- ALTER VIEW RENAME TO a name in another database
-- Pins down: where the renamed view ends up, or Flink's error.
SET 'execution.runtime-mode' = 'batch';
CREATE DATABASE d2;
CREATE VIEW v AS SELECT 1 AS x;
ALTER VIEW v RENAME TO d2.v2;
SHOW VIEWS;
SHOW VIEWS FROM d2;
