-- EXTRACT, YEAR/MONTH/DAYOFMONTH, DATE_FORMAT, TO_DATE, TO_TIMESTAMP and FLOOR(ts TO unit)
-- Pins down: EXTRACT field values (incl. DOW: Sunday = 1), the shortcut functions, DATE_FORMAT
-- with Java-style patterns returning STRING, TO_DATE/TO_TIMESTAMP with default and custom formats
-- (and NULL on unparsable input), FLOOR/CEIL of a timestamp to HOUR/DAY/MONTH.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW ev AS
SELECT * FROM (VALUES
  (TIMESTAMP '2024-02-29 13:45:59', '2024-02-29', '29/02/2024 13:45'),
  (TIMESTAMP '2023-12-31 23:59:01', 'not a date', '01/01/2024 00:00')
) AS t(ts, ds, custom);
SELECT ts, EXTRACT(YEAR FROM ts) AS y, EXTRACT(MONTH FROM ts) AS mo, EXTRACT(DAY FROM ts) AS d, EXTRACT(HOUR FROM ts) AS h,
  EXTRACT(MINUTE FROM ts) AS mi, EXTRACT(SECOND FROM ts) AS s, EXTRACT(DOW FROM ts) AS dow, EXTRACT(DOY FROM ts) AS doy,
  EXTRACT(QUARTER FROM ts) AS q, EXTRACT(WEEK FROM ts) AS wk
FROM ev;
SELECT ts, YEAR(ts) AS y, MONTH(ts) AS mo, DAYOFMONTH(ts) AS dom, HOUR(ts) AS h, DAYOFWEEK(ts) AS dw, QUARTER(ts) AS q,
  DATE_FORMAT(ts, 'yyyy-MM-dd') AS day_str, DATE_FORMAT(ts, 'dd.MM.yy HH:mm') AS eu, DATE_FORMAT(ts, 'EEE') AS wd
FROM ev;
SELECT ds, TO_DATE(ds) AS d, TO_TIMESTAMP(CONCAT(ds, ' 12:00:00')) AS ts, TO_TIMESTAMP(custom, 'dd/MM/yyyy HH:mm') AS ts_custom,
  TO_DATE(custom, 'dd/MM/yyyy HH:mm') AS d_custom
FROM ev;
SELECT ts, FLOOR(ts TO HOUR) AS fh, FLOOR(ts TO DAY) AS fd, FLOOR(ts TO MONTH) AS fm, CEIL(ts TO HOUR) AS ch, CAST(ts AS DATE) AS as_date
FROM ev;
CREATE TABLE ex_out (ts TIMESTAMP(3), fh TIMESTAMP(3), day_str STRING, d DATE) WITH ('connector' = 'print', 'print-identifier' = 'ex_out');
INSERT INTO ex_out SELECT ts, FLOOR(ts TO HOUR), DATE_FORMAT(ts, 'yyyy/MM/dd'), TO_DATE(ds) FROM ev;
