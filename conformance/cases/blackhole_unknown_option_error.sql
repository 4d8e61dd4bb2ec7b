-- blackhole: an unknown option
-- An unknown option fails the INSERT with the list of options blackhole supports.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (id INT) WITH ('connector' = 'blackhole', 'bogus' = 'x');
INSERT INTO p SELECT 1;
