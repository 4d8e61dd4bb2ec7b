-- An INT partition key given as a string literal or as a number
-- PARTITION (yr = '2024') and PARTITION (yr = 2023) both work for an INT key; the directory is
-- yr=2024 / yr=2023, and read back yr is an INT again (yr + 1 is arithmetic, not concatenation).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (v STRING, yr INT) PARTITIONED BY (yr)
WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
INSERT INTO t PARTITION (yr = '2024') VALUES ('from string');
INSERT INTO t PARTITION (yr = 2023) VALUES ('from number');
INSERT INTO t VALUES ('dynamic', 2022);
SELECT v, yr, yr + 1 AS next_yr FROM t;
SELECT SUM(yr) AS s FROM t;
