-- A metadata column on a datagen table cannot be read
-- datagen does not implement SupportsReadingMetadata, so reading the table fails in planning.
-- Flinkpad used to read the metadata column as if it were stored, and failed with an internal
-- message.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE m (id INT, x STRING METADATA FROM 'foo') WITH ('connector' = 'datagen', 'number-of-rows' = '1');
SELECT * FROM m;
