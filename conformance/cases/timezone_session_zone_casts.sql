-- time zone: the session's table.local-time-zone in casts and functions of TIMESTAMP_LTZ
-- A TIMESTAMP_LTZ is an instant; casting it to STRING, TIMESTAMP, DATE or TIME, printing it and
-- formatting it all read it in the session's zone, and casting a TIMESTAMP or a string to
-- TIMESTAMP_LTZ reads the text in that zone. Two zones with and without daylight saving time.
SET 'execution.runtime-mode' = 'batch';
SET 'table.local-time-zone' = 'Asia/Shanghai';
SELECT TO_TIMESTAMP_LTZ(0, 3), CAST(TO_TIMESTAMP_LTZ(0, 3) AS STRING), CAST(TO_TIMESTAMP_LTZ(0, 3) AS TIMESTAMP(3)), CAST(TO_TIMESTAMP_LTZ(0, 3) AS DATE), CAST(TO_TIMESTAMP_LTZ(0, 3) AS TIME), DATE_FORMAT(TO_TIMESTAMP_LTZ(0, 3), 'yyyy-MM-dd HH:mm');
SELECT CAST(TIMESTAMP '1970-01-01 08:00:00' AS TIMESTAMP_LTZ(3)), CAST('1970-01-01 08:00:00' AS TIMESTAMP_LTZ(3)), UNIX_TIMESTAMP('1970-01-01 08:00:00');
SET 'table.local-time-zone' = 'America/New_York';
SELECT CAST(TO_TIMESTAMP_LTZ(1719835200000, 3) AS STRING), CAST(TO_TIMESTAMP_LTZ(1704110400000, 3) AS STRING), EXTRACT(HOUR FROM CAST(TO_TIMESTAMP_LTZ(1719835200000, 3) AS TIMESTAMP(3)));
SET 'table.local-time-zone' = 'UTC';
SELECT CAST(TO_TIMESTAMP_LTZ(0, 3) AS STRING), FROM_UNIXTIME(0);
