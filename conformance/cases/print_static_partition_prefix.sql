-- print: a partitioned print sink
-- A print sink may be PARTITIONED BY; a static partition adds ':k=a' to the prefix ('pp:k=a> '),
-- a dynamic one does not.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (id INT, k STRING) PARTITIONED BY (k) WITH ('connector' = 'print', 'print-identifier' = 'pp');
INSERT INTO p PARTITION (k = 'a') SELECT 1;
INSERT INTO p SELECT 2, 'b';
