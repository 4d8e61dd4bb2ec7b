-- ORDER BY with LIMIT, OFFSET and FETCH FIRST in batch mode
-- Pins down: a top-level ORDER BY gives an ordered result, LIMIT n, OFFSET m ROWS with FETCH NEXT,
-- FETCH FIRST n ROWS ONLY, ORDER BY a column not in the select list, ORDER BY a select-list position
-- and an alias, and multi-key ordering (ASC then DESC). Ties are avoided so the order is total.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW p AS
SELECT * FROM (VALUES ('a', 'x', 30), ('b', 'y', 10), ('c', 'x', 20), ('d', 'y', 40), ('e', 'x', 50)) AS t(name, grp, score);
SELECT name, score FROM p ORDER BY score DESC LIMIT 3;
SELECT name, score FROM p ORDER BY score OFFSET 1 ROWS FETCH NEXT 2 ROWS ONLY;
SELECT name FROM p ORDER BY score FETCH FIRST 2 ROWS ONLY;
SELECT name, score FROM p ORDER BY score LIMIT 2 OFFSET 3;
SELECT grp, name, score AS s FROM p ORDER BY grp ASC, s DESC;
SELECT name, score * 2 FROM p ORDER BY 2 DESC LIMIT 1;
CREATE TABLE top_out (name STRING, score INT) WITH ('connector' = 'print', 'print-identifier' = 'top_out');
INSERT INTO top_out SELECT name, score FROM p ORDER BY score DESC LIMIT 2;
