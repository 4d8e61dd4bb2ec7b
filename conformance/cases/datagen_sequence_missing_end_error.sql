-- datagen: a sequence field without an end
-- A sequence field needs 'fields.#.end'; the first SELECT fails with "Could not find required property".
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1');
SELECT * FROM g;
