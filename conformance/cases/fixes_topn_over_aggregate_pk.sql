-- A Top-1 over an updating aggregate into a sink keyed on the partition key runs
-- The Rank over a changelog is keyed on its partition key (getRankUniqueKeys), and so is the
-- filter rn <= 1, which is the rank range 1..1 too.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW s AS SELECT * FROM (VALUES (1, 'a'), (1, 'b'), (1, 'b'), (2, 'c'), (1, 'a'), (1, 'a')) AS t(k, v);
CREATE TABLE best (k INT, v STRING, cnt BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('connector' = 'print', 'print-identifier' = 'best');
INSERT INTO best SELECT k, v, cnt FROM (SELECT k, v, cnt, ROW_NUMBER() OVER (PARTITION BY k ORDER BY cnt DESC) AS rn FROM (SELECT k, v, COUNT(*) AS cnt FROM s GROUP BY k, v)) WHERE rn <= 1;
