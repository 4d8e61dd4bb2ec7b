-- A view's expanded query keeps the table hints of its query
-- SHOW CREATE VIEW prints the hint as Calcite unparses it, between the table and its alias.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE gen (k INT) WITH ('connector' = 'datagen', 'number-of-rows' = '3', 'fields.k.min' = '1', 'fields.k.max' = '1');
CREATE VIEW v AS SELECT g.k FROM gen /*+ OPTIONS('number-of-rows'='2',`fields.k.max` = '1') */ AS g;
SHOW CREATE VIEW v;
SELECT COUNT(*) AS n FROM v;
