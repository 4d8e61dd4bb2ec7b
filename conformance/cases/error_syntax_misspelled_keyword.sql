-- Error: a misspelled keyword (FORM instead of FROM)
-- The parser reads "FORM" as a column alias and then fails on the table name that follows.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW orders AS SELECT * FROM (VALUES (1, 10), (2, 20)) AS t(id, amount);
SELECT id, amount FORM orders;
