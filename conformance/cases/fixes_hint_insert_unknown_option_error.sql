-- An OPTIONS hint on an INSERT target with an option the connector does not know fails
-- The hint's options are merged into the sink's before the connector validates them.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.min' = '1', 'fields.k.max' = '1');
CREATE TABLE out_rows (k INT) WITH ('connector' = 'blackhole');
INSERT INTO out_rows /*+ OPTIONS('no-such-option' = 'x') */ SELECT k FROM gen;
