-- A group whose input is retracted entirely is deleted: -D
-- The inner aggregate counts rows per key; the outer groups keys by that count. When a key's
-- count moves from 1 to 2, the group "count = 1" loses its only member and is deleted (-D).
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a'), ('a'), ('b'), ('b')) AS v(k);
CREATE TABLE s (c BIGINT, keys BIGINT) WITH ('connector' = 'print', 'print-identifier' = 's');
INSERT INTO s SELECT c, COUNT(*) FROM (SELECT k, COUNT(*) AS c FROM t GROUP BY k) GROUP BY c;
