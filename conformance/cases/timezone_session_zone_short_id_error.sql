-- time zone: a three-letter short id such as PST fails the next query
-- java.util.TimeZone reads PST as America/Los_Angeles but java.time.ZoneId does not read it, so
-- Flink refuses it.
SET 'execution.runtime-mode' = 'batch';
SET 'table.local-time-zone' = 'PST';
SELECT CAST(TO_TIMESTAMP_LTZ(0, 3) AS STRING);
