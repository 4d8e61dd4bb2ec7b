-- time zone: which table.local-time-zone values Flink accepts, and its error for the others
-- Fixed offsets written GMT+hh:mm (or GMT+h, GMT+hhmm), region names and UTC are accepted; the
-- next query fails on a bare offset such as +03:00 (and UTC+8, three-letter short ids, unknown
-- regions), because Flink wants ids that java.util.TimeZone and java.time.ZoneId read alike.
SET 'execution.runtime-mode' = 'batch';
SET 'table.local-time-zone' = 'GMT+08:00';
SELECT CAST(TO_TIMESTAMP_LTZ(0, 3) AS STRING);
SET 'table.local-time-zone' = 'GMT-05:30';
SELECT CAST(TO_TIMESTAMP_LTZ(0, 3) AS STRING);
SET 'table.local-time-zone' = 'GMT+8';
SELECT CAST(TO_TIMESTAMP_LTZ(0, 3) AS STRING);
SET 'table.local-time-zone' = 'GMT+0930';
SELECT CAST(TO_TIMESTAMP_LTZ(0, 3) AS STRING);
SET 'table.local-time-zone' = 'Europe/Berlin';
SELECT CAST(TO_TIMESTAMP_LTZ(0, 3) AS STRING);
SET 'table.local-time-zone' = 'UTC';
SELECT CAST(TO_TIMESTAMP_LTZ(0, 3) AS STRING);
SET 'table.local-time-zone' = '+03:00';
SELECT CAST(TO_TIMESTAMP_LTZ(0, 3) AS STRING);
