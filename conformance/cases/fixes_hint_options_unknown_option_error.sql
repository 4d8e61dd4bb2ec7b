-- An OPTIONS hint with an option the connector does not know fails as the table would
-- The hint's options are merged before the connector validates them.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3');
SELECT * FROM gen /*+ OPTIONS('no-such-option' = 'x') */;
