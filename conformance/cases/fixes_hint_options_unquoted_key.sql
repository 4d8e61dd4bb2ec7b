-- OPTIONS hints take keys as quoted strings or as simple identifiers, and several hints
-- The later of two OPTIONS hints on one table wins for a key they share.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'fields.k.min' = '1', 'fields.k.max' = '1');
SELECT COUNT(*) AS n FROM gen /*+ OPTIONS(`number-of-rows` = '4') */;
SELECT COUNT(*) AS n FROM gen /*+ OPTIONS('number-of-rows' = '2'), OPTIONS('number-of-rows' = '5') */;
