-- A streaming join whose right side is an updating aggregate: retractions flow through the join
-- conformance: final
-- The right side's totals are retracted and re-emitted; the join retracts the joined rows built
-- on an old total. The final table holds only joins with the last totals.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW orders AS SELECT * FROM (VALUES (1, 'a'), (2, 'b'), (3, 'a')) AS v(order_id, k);
CREATE TEMPORARY VIEW amounts AS SELECT * FROM (VALUES ('a', 10), ('b', 5), ('a', 7)) AS v(k, x);
CREATE TABLE s (order_id INT, k STRING, total INT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s
SELECT o.order_id, o.k, a.total FROM orders AS o JOIN (SELECT k, SUM(x) AS total FROM amounts GROUP BY k) AS a ON o.k = a.k;
