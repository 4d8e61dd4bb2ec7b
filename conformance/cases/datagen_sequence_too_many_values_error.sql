-- datagen: a BIGINT sequence with more than Integer.MAX_VALUE values
-- The job fails; the root cause shown is JobException "Recovery is suppressed by NoRestartBackoffTimeStrategy".
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (c BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.c.kind' = 'sequence', 'fields.c.start' = '1', 'fields.c.end' = '3000000000');
SELECT * FROM g;
