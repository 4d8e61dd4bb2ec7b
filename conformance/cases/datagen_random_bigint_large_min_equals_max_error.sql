-- datagen: a random BIGINT field with a large min = max
-- BIGINT min = max fails at run time; the message formats the bounds with grouping commas (1,000,000).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (id BIGINT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.min' = '1000000', 'fields.id.max' = '1000000');
SELECT * FROM g;
