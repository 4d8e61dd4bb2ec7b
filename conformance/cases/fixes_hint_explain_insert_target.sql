-- EXPLAIN of an INSERT whose target has an OPTIONS hint
-- Flink prints the hinted options on the sink, as on the scan.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.min' = '1', 'fields.k.max' = '1');
CREATE TABLE shown (k INT) WITH ('connector' = 'print', 'print-identifier' = 'table');
EXPLAIN INSERT INTO shown /*+ OPTIONS('print-identifier' = 'hinted') */ SELECT k FROM gen /*+ OPTIONS('number-of-rows' = '2', 'fields.k.max' = '1') */;
