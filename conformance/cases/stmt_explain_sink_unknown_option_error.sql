-- title: EXPLAIN of an INSERT checks the sink's options
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE k (id INT) WITH ('connector' = 'blackhole', 'no.such' = 'x');
EXPLAIN INSERT INTO k VALUES (1);
