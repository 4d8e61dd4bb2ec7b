-- datagen: an unknown generator kind
-- 'fields.#.kind' = 'foo' fails the first SELECT with "Unsupported generator kind: foo".
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE g (id INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.id.kind' = 'foo');
SELECT * FROM g;
