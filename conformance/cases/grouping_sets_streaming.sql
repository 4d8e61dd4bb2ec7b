-- GROUPING SETS, ROLLUP and CUBE in streaming mode
-- The aggregate over the Expand is an updating one: each input row updates one group per set.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW v AS SELECT * FROM (VALUES (1, 'x', 10), (1, 'y', 20), (2, 'x', 30), (3, 'z', 50)) AS t(a, b, c);
CREATE TABLE out1 (a INT, b STRING, s INT, g BIGINT, n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'rollup');
CREATE TABLE out2 (a INT, b STRING, ga BIGINT, gid BIGINT, n BIGINT) WITH ('connector' = 'print', 'print-identifier' = 'cube');
INSERT INTO out1 SELECT a, b, SUM(c), GROUPING_ID(a, b), COUNT(*) FROM v GROUP BY ROLLUP (a, b);
INSERT INTO out2 SELECT a, b, GROUPING(a), GROUP_ID(), COUNT(DISTINCT c) FROM v GROUP BY GROUPING SETS ((a), (b), ());
