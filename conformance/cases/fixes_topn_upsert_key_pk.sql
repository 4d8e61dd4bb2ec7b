-- Top-N shapes into sinks keyed on the rank's upsert key run
-- A Top-1 on a regular column has the partition key as upsert key, with or without the rank
-- number; a Top-2 with its ROW_NUMBER has the partition key with the number (getRankUniqueKeys).
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW s AS SELECT * FROM (VALUES (1, 'a', 10), (1, 'b', 30), (2, 'c', 20), (1, 'd', 20)) AS t(k, v, score);
CREATE TABLE top1 (k INT, v STRING, score INT, PRIMARY KEY (k) NOT ENFORCED) WITH ('connector' = 'print', 'print-identifier' = 'top1');
INSERT INTO top1 SELECT k, v, score FROM (SELECT *, ROW_NUMBER() OVER (PARTITION BY k ORDER BY score DESC) AS rn FROM s) WHERE rn = 1;
CREATE TABLE top1_rn (k INT, v STRING, rn BIGINT, PRIMARY KEY (k) NOT ENFORCED) WITH ('connector' = 'print', 'print-identifier' = 'top1_rn');
INSERT INTO top1_rn SELECT k, v, rn FROM (SELECT k, v, ROW_NUMBER() OVER (PARTITION BY k ORDER BY score DESC) AS rn FROM s) WHERE rn = 1;
CREATE TABLE top2 (k INT, rn BIGINT, v STRING, PRIMARY KEY (k, rn) NOT ENFORCED) WITH ('connector' = 'print', 'print-identifier' = 'top2');
INSERT INTO top2 SELECT k, rn, v FROM (SELECT k, v, ROW_NUMBER() OVER (PARTITION BY k ORDER BY score DESC) AS rn FROM s) WHERE rn <= 2;
CREATE TABLE top2_no_rn (k INT, v STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('connector' = 'print', 'print-identifier' = 'top2_no_rn');
INSERT INTO top2_no_rn SELECT k, v FROM (SELECT k, v, ROW_NUMBER() OVER (PARTITION BY k ORDER BY score DESC) AS rn FROM s) WHERE rn <= 2;
