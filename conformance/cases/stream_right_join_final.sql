-- Streaming RIGHT JOIN; compared as the final table
-- conformance: final
-- Right rows without a match stay padded with NULLs on the left; matched ones appear joined.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW l AS SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS v(id, x);
CREATE TEMPORARY VIEW r AS SELECT * FROM (VALUES (2, 'B'), (5, 'E')) AS v(id, y);
CREATE TABLE s (lid INT, x STRING, rid INT, y STRING) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT l.id, l.x, r.id, r.y FROM l RIGHT JOIN r ON l.id = r.id;
