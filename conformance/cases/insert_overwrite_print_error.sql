-- Error: INSERT OVERWRITE into a print table
-- Only sinks that support overwrite (filesystem) accept INSERT OVERWRITE; print does not, and
-- the planner says the sink must implement SupportsOverwrite.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (id INT, name STRING) WITH ('connector' = 'print', 'print-identifier' = 'ow');
INSERT INTO p VALUES (1, 'fine');
INSERT OVERWRITE p VALUES (2, 'nope');
