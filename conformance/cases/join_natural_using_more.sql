-- NATURAL joins over several shared columns, USING of two columns, and chained USING joins
-- Pins down: NATURAL JOIN matches every same-named column, SELECT * lists the shared columns
-- once and first, USING (a, b) needs both to match, a second USING joins to the merged column
-- of the first, and a RIGHT JOIN USING takes the key from the right side when the left is
-- missing.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW x AS SELECT * FROM (VALUES (1, 'p', 'x1'), (2, 'q', 'x2'), (3, 'r', 'x3')) AS t(a, b, xv);
CREATE TEMPORARY VIEW y AS SELECT * FROM (VALUES (1, 'p', 'y1'), (2, 'z', 'y2'), (4, 's', 'y4')) AS t(a, b, yv);
CREATE TEMPORARY VIEW z AS SELECT * FROM (VALUES (1, 'z1'), (4, 'z4')) AS t(a, zv);
SELECT * FROM x NATURAL JOIN y;
SELECT * FROM x JOIN y USING (a, b);
SELECT * FROM x JOIN y USING (a) JOIN z USING (a);
SELECT * FROM x RIGHT JOIN y USING (a);
SELECT a, x.b AS xb, y.b AS yb FROM x NATURAL LEFT JOIN y;
SELECT * FROM x NATURAL JOIN z;
