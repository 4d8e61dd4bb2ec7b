-- blackhole: partitioned inserts and INSERT OVERWRITE
-- blackhole accepts a static PARTITION clause, but INSERT OVERWRITE fails: it does not implement
-- SupportsOverwrite.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (id INT, k STRING) PARTITIONED BY (k) WITH ('connector' = 'blackhole');
INSERT INTO p PARTITION (k = 'a') SELECT 1;
INSERT OVERWRITE p SELECT 2, 'b';
