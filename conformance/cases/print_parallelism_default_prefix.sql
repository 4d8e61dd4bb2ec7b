-- print: line prefixes with parallelism.default 2
-- With parallelism 2 each line is prefixed with the identifier and the 1-based subtask index,
-- 'pid:1> ' and 'pid:2> '; rows are dealt round-robin to the subtasks.
SET 'execution.runtime-mode' = 'batch';
SET 'parallelism.default' = '2';
CREATE TABLE g (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '4', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '4');
CREATE TABLE p1 (id INT) WITH ('connector' = 'print', 'print-identifier' = 'pid');
CREATE TABLE p2 (id INT) WITH ('connector' = 'print', 'print-identifier' = 'pid2');
INSERT INTO p1 SELECT * FROM g;
INSERT INTO p2 SELECT * FROM g;
