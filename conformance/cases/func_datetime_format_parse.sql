-- DATE_FORMAT, TO_DATE, TO_TIMESTAMP, UNIX_TIMESTAMP, FROM_UNIXTIME and CONVERT_TZ
-- Pins down: DateTimeFormatter patterns in DATE_FORMAT of a TIMESTAMP (month and day names,
-- 12-hour clocks, day of year, fractions, quoted text), DATE_FORMAT of a string (read as
-- 'yyyy-MM-dd HH:mm:ss'), TO_TIMESTAMP's default format and its fallback to the JDBC forms,
-- TO_DATE with a format, UNIX_TIMESTAMP and FROM_UNIXTIME round trips in UTC (and Long.MIN_VALUE
-- for an unparsable string), CONVERT_TZ between zones, and NULLs.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW f AS SELECT * FROM (VALUES (TIMESTAMP '2024-03-05 07:08:09.012', '2024-03-05 07:08:09'),
  (TIMESTAMP '1999-12-31 23:59:59.999', 'garbage')) AS t(ts, s);
SELECT ts, DATE_FORMAT(ts, 'yyyy-MM-dd HH:mm:ss.SSS') AS full_ts, DATE_FORMAT(ts, 'MMM d, yyyy') AS mdy,
  DATE_FORMAT(ts, 'EEEE, MMMM dd') AS names, DATE_FORMAT(ts, 'hh:mm a') AS twelve, DATE_FORMAT(ts, 'D') AS doy,
  DATE_FORMAT(ts, 'yy/M/d H:m:s') AS short_fields, DATE_FORMAT(ts, '''week'' e') AS quoted, DATE_FORMAT(ts, 'SSSSSS') AS frac6
FROM f;
SELECT s, DATE_FORMAT(s, 'dd/MM/yyyy') AS from_string, TO_TIMESTAMP(s) AS ts_default, TO_TIMESTAMP(s, 'yyyy-MM-dd HH:mm:ss') AS ts_fmt,
  TO_TIMESTAMP('2024-3-5 7:08:09', 'yyyy-MM-dd HH:mm:ss') AS jdbc_fallback, TO_TIMESTAMP('2024-03-05', 'yyyy-MM-dd HH:mm:ss') AS date_fallback,
  TO_TIMESTAMP('05.03.2024', 'dd.MM.yyyy') AS date_only, TO_TIMESTAMP('2024-03-05 07:08:09.123456') AS frac_default
FROM f;
SELECT s, TO_DATE(s) AS d_default, TO_DATE('2024-3-5') AS d_short, TO_DATE('20240305', 'yyyyMMdd') AS d_compact,
  TO_DATE('2024-02-30') AS d_invalid, UNIX_TIMESTAMP(s) AS unix_s, UNIX_TIMESTAMP('05/03/2024', 'dd/MM/yyyy') AS unix_fmt,
  FROM_UNIXTIME(1709622489) AS from_unix, FROM_UNIXTIME(0, 'yyyy-MM-dd') AS epoch_day, FROM_UNIXTIME(-1) AS before_epoch
FROM f;
SELECT CONVERT_TZ('2024-03-05 07:08:09', 'UTC', 'Asia/Tokyo') AS tokyo, CONVERT_TZ('2024-07-01 12:00:00', 'Europe/Berlin', 'America/New_York') AS ny,
  CONVERT_TZ('2024-03-05 07:08:09', 'GMT+05:30', 'UTC') AS from_offset, CONVERT_TZ('bad', 'UTC', 'UTC') AS bad,
  CONVERT_TZ(CAST(NULL AS STRING), 'UTC', 'UTC') AS nul;
CREATE TEMPORARY VIEW typed AS SELECT DATE_FORMAT(ts, 'yyyy') AS df, TO_DATE(s) AS td, TO_TIMESTAMP(s) AS tt, UNIX_TIMESTAMP(s) AS us,
  FROM_UNIXTIME(1) AS fu, CONVERT_TZ(s, 'UTC', 'UTC') AS ct, UNIX_TIMESTAMP() AS now_s FROM f;
DESCRIBE typed;
