-- Streaming inner join of two VALUES inputs; compared as the final table
-- conformance: final
-- Flink reads the two inputs in an order it does not define, so the changelog's order varies;
-- the final table is fixed: every matching pair once.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW l AS SELECT * FROM (VALUES (1, 'a'), (2, 'b'), (2, 'c'), (3, 'd')) AS v(id, x);
CREATE TEMPORARY VIEW r AS SELECT * FROM (VALUES (2, 'B'), (3, 'D'), (3, 'E'), (4, 'F')) AS v(id, y);
CREATE TABLE s (id INT, x STRING, y STRING) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT l.id, l.x, r.y FROM l JOIN r ON l.id = r.id;
