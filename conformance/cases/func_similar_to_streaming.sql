-- SIMILAR TO in streaming mode, in a WHERE clause and in the select list of a print sink
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW w AS SELECT * FROM (VALUES (1, 'order-17'), (2, 'refund-3'), (3, 'order-x'), (4, 'Order-5'), (5, CAST(NULL AS STRING))) AS t(id, s);
CREATE TABLE out1 (id INT, s STRING, m BOOLEAN) WITH ('connector' = 'print', 'print-identifier' = 'similar');
INSERT INTO out1 SELECT id, s, s SIMILAR TO '(order|refund)-[[:DIGIT:]]+' FROM w WHERE s NOT SIMILAR TO 'refund%' OR s IS NULL;
