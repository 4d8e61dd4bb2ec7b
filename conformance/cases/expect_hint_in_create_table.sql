-- A hint comment after the table name of CREATE TABLE is a parse error
-- A learner puts an OPTIONS hint into a CREATE TABLE.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t /*+ OPTIONS('k' = 'v') */ (k INT) WITH ('connector' = 'blackhole');
