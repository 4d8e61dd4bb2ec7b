-- Error: a filesystem table without the required 'path' option
-- CREATE TABLE is accepted; the INSERT that uses the table fails listing the missing option.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE out_fs (id INT) WITH ('connector' = 'filesystem', 'format' = 'csv');
INSERT INTO out_fs VALUES (1);
