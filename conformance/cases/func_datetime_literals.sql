-- DATE, TIME and TIMESTAMP literals and how they print in a SELECT result vs a print sink
-- Pins down: both a collected SELECT and the print sink show Java's LocalDate/LocalTime/LocalDateTime
-- text (a 'T' between date and time, ':00' seconds dropped when zero, fractions in groups of 3
-- digits), whatever the declared TIMESTAMP(p); TIMESTAMP literal precision follows the literal's
-- digits; CAST to TIMESTAMP(0) drops the fraction; TIMESTAMP_LTZ prints as an instant with 'Z';
-- CAST(... AS STRING) instead gives SQL text with a space and exactly p fractional digits.
SET 'execution.runtime-mode' = 'batch';
SELECT DATE '2024-03-01' AS d, TIME '08:05:00' AS t, TIME '08:05:07' AS t2, TIMESTAMP '2024-03-01 00:00:00' AS ts0,
  TIMESTAMP '2024-03-01 10:20:30' AS ts1, TIMESTAMP '2024-03-01 10:20:30.5' AS ts_frac,
  CAST(TIMESTAMP '2024-03-01 10:20:30.123' AS TIMESTAMP(0)) AS ts_p0,
  CAST(TIMESTAMP '2024-03-01 10:20:30' AS TIMESTAMP(3)) AS ts_p3,
  TO_TIMESTAMP_LTZ(1709288430123, 3) AS ltz, TIMESTAMP '2024-03-01 10:20:30.123456789' AS ts9;
CREATE TEMPORARY VIEW typed AS
SELECT DATE '2024-03-01' AS d, TIME '08:05:00' AS t, TIMESTAMP '2024-03-01 00:00:00' AS ts0,
  TIMESTAMP '2024-03-01 10:20:30.5' AS ts_frac, CAST(TIMESTAMP '2024-03-01 10:20:30.123' AS TIMESTAMP(0)) AS ts_p0,
  TO_TIMESTAMP_LTZ(1709288430123, 3) AS ltz;
DESCRIBE typed;
CREATE TABLE dt_out (d DATE, t TIME, ts0 TIMESTAMP(0), ts3 TIMESTAMP(3), ts6 TIMESTAMP(6), ltz TIMESTAMP_LTZ(3))
WITH ('connector' = 'print', 'print-identifier' = 'dt_out');
INSERT INTO dt_out VALUES
  (DATE '2024-03-01', TIME '08:05:00', TIMESTAMP '2024-03-01 00:00:00', TIMESTAMP '2024-03-01 10:20:30',
   TIMESTAMP '2024-03-01 10:20:30.5', TO_TIMESTAMP_LTZ(1709288430123, 3));
SELECT CAST(d AS STRING) AS d_str, CAST(ts AS STRING) AS ts_str, CAST(CAST(ts AS TIMESTAMP(3)) AS STRING) AS ts3_str,
  CAST(TO_TIMESTAMP_LTZ(1709288430123, 3) AS STRING) AS ltz_str, CAST(TIME '08:05:00' AS STRING) AS t_str
FROM (VALUES (DATE '2024-03-01', TIMESTAMP '2024-03-01 10:20:30')) AS v(d, ts);
