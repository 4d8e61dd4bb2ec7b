-- Partitioned json filesystem table: static, dynamic and mixed PARTITION specs, read back
-- Table sales is partitioned by (dt, region). Static: PARTITION (dt=..., region=...) and the
-- query gives only item, qty. Dynamic: no PARTITION clause, the query gives all four columns and
-- each row picks its directory. Mixed: static dt, the query's last column is region.
-- After each INSERT a SELECT reads the table back; the files section shows dt=.../region=... dirs
-- and that partition columns are not stored inside the json files.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE sales (item STRING, qty INT, dt STRING, region STRING)
PARTITIONED BY (dt, region)
WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/sales', 'format' = 'json');
INSERT INTO sales PARTITION (dt = '2024-01-01', region = 'EU') VALUES ('apple', 3), ('pear', 1);
SELECT * FROM sales;
INSERT INTO sales VALUES ('apple', 5, '2024-01-02', 'US'), ('plum', 2, '2024-01-02', 'EU'), ('kiwi', 4, '2024-01-01', 'US');
SELECT * FROM sales;
INSERT INTO sales PARTITION (dt = '2024-01-03') SELECT item, qty * 10, region FROM sales WHERE dt = '2024-01-01';
SELECT * FROM sales;
SELECT dt, region, SUM(qty) AS total FROM sales GROUP BY dt, region ORDER BY dt, region;
