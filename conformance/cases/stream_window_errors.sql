-- Errors of the window table-valued functions
-- A DESCRIPTOR naming a column the table does not have fails in validation.
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE ticks (id BIGINT, ts AS TIMESTAMPADD(SECOND, CAST(id AS INT), TIMESTAMP '2024-01-01 00:00:00'), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector'='datagen','fields.id.kind'='sequence','fields.id.start'='0','fields.id.end'='9');
SELECT * FROM TABLE(TUMBLE(TABLE ticks, DESCRIPTOR(nope), INTERVAL '10' SECOND));
