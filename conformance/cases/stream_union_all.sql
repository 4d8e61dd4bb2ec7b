-- Streaming UNION ALL of two sources, and an aggregate over the union
-- UNION ALL keeps duplicates (apple appears in both shops) and is append-only (+I rows). Two
-- VALUES sources race into the union, so the order is not defined: recorded as the final
-- materialized table.
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW shop_a AS SELECT * FROM (VALUES ('apple', 3), ('pear', 5)) AS t(fruit, qty);
CREATE TEMPORARY VIEW shop_b AS SELECT * FROM (VALUES ('apple', 3), ('fig', 1), ('kiwi', 2)) AS t(fruit, qty);
CREATE TABLE all_fruit (fruit STRING, qty INT) WITH ('connector' = 'print', 'print-identifier' = 'all');
INSERT INTO all_fruit SELECT fruit, qty FROM shop_a UNION ALL SELECT fruit, qty FROM shop_b;
SELECT fruit, SUM(qty) AS total FROM (SELECT * FROM shop_a UNION ALL SELECT * FROM shop_b) GROUP BY fruit;
