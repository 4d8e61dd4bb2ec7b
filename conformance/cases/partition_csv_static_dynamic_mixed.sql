-- Partitioned csv filesystem table: static, dynamic and mixed PARTITION specs, read back
-- Table sales is partitioned by (day, region). Static: PARTITION (day=..., region=...) and the
-- query gives only item, qty. Dynamic: no PARTITION clause, the query gives all four columns and
-- each row picks its directory. Mixed: static day, the query's last column is region.
-- After each INSERT a SELECT reads the table back; the files section shows day=.../region=... dirs
-- and that partition columns are not stored inside the csv files. DAY is a reserved word in Flink
-- SQL, so the column is written `day` everywhere (unquoted it is a parse error).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE sales (item STRING, qty INT, `day` STRING, region STRING)
PARTITIONED BY (`day`, region)
WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/sales', 'format' = 'csv');
INSERT INTO sales PARTITION (`day` = '2024-01-01', region = 'EU') VALUES ('apple', 3), ('pear', 1);
SELECT * FROM sales;
INSERT INTO sales VALUES ('apple', 5, '2024-01-02', 'US'), ('plum', 2, '2024-01-02', 'EU'), ('kiwi', 4, '2024-01-01', 'US');
SELECT * FROM sales;
INSERT INTO sales PARTITION (`day` = '2024-01-03') SELECT item, qty * 10, region FROM sales WHERE `day` = '2024-01-01';
SELECT * FROM sales;
SELECT `day`, region, SUM(qty) AS total FROM sales GROUP BY `day`, region ORDER BY `day`, region;
