-- Two partition keys: PARTITIONED BY order decides the directory nesting, not the column order
-- The table declares columns (v, region, yr) but is PARTITIONED BY (yr, region), so the
-- directories are yr=.../region=... . A dynamic INSERT still maps query columns to the table's
-- declared column order. SELECT * returns the declared order; a WHERE on a partition key reads back one dir.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE m (v INT, region STRING, yr INT)
PARTITIONED BY (yr, region)
WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/m', 'format' = 'csv');
INSERT INTO m VALUES (1, 'EU', 2023), (2, 'US', 2023), (3, 'EU', 2024), (4, 'EU', 2024);
SELECT * FROM m;
SELECT v FROM m WHERE yr = 2024 AND region = 'EU';
INSERT INTO m PARTITION (region = 'APAC') SELECT v + 10, yr FROM m WHERE region = 'US';
SELECT * FROM m WHERE region = 'APAC';
