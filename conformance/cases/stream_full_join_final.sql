-- Streaming FULL OUTER JOIN; compared as the final table
-- conformance: final
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW l AS SELECT * FROM (VALUES (1, 'a'), (2, 'b'), (3, 'c')) AS v(id, x);
CREATE TEMPORARY VIEW r AS SELECT * FROM (VALUES (2, 'B'), (3, 'C'), (4, 'D')) AS v(id, y);
CREATE TABLE s (lid INT, x STRING, rid INT, y STRING) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT l.id, l.x, r.id, r.y FROM l FULL JOIN r ON l.id = r.id;
