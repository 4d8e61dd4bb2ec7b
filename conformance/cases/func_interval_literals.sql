-- INTERVAL literals: their types, values, text forms and range checks
-- Pins down: every day-time literal is INTERVAL SECOND(3) and every year-month literal INTERVAL
-- MONTH whatever its qualifier, values printed as java.time Duration/Period (PT26H3M4.5S, P14M),
-- CAST to STRING (+1 02:03:04.500), signs inside and outside the quotes, plural units, leading
-- precision, fractions of seconds; the last statement fails: a leading field beyond its
-- precision.
SET 'execution.runtime-mode' = 'batch';
SELECT INTERVAL '1' YEAR AS y, INTERVAL '1-6' YEAR TO MONTH AS ym, INTERVAL '18' MONTH AS mo, INTERVAL '-1-2' YEAR TO MONTH AS neg_ym,
  INTERVAL '3' DAY AS d, INTERVAL '1 12' DAY TO HOUR AS dh, INTERVAL '1 12:30' DAY TO MINUTE AS dm, INTERVAL '0 00:00:00.001' DAY TO SECOND AS dms,
  INTERVAL '12:30:15' HOUR TO SECOND AS hs, INTERVAL '90:30' MINUTE TO SECOND AS ms, INTERVAL '2.25' SECOND AS sec_frac;
SELECT INTERVAL -'5' MINUTE AS neg_out, INTERVAL '-5' MINUTE AS neg_in, INTERVAL -'-5' MINUTE AS double_neg, INTERVAL '+5' MINUTE AS plus,
  INTERVAL '3' HOURS AS plural, INTERVAL '999' DAY(3) AS day3, INTERVAL '59' SECOND AS s59, INTERVAL '0' DAY AS zero;
SELECT CAST(INTERVAL '1-6' YEAR TO MONTH AS STRING) AS ym_str, CAST(INTERVAL '1 02:03:04.5' DAY TO SECOND AS STRING) AS dts_str,
  CAST(INTERVAL '-90' MINUTE AS STRING) AS neg_str, CAST(INTERVAL '0' YEAR AS STRING) AS zero_ym_str;
CREATE TEMPORARY VIEW typed AS SELECT INTERVAL '1' YEAR AS y, INTERVAL '1-6' YEAR TO MONTH AS ym, INTERVAL '3' DAY AS d,
  INTERVAL '2.25' SECOND AS s, INTERVAL '999' DAY(3) AS day3, INTERVAL '1' DAY * 2 AS times;
DESCRIBE typed;
SELECT INTERVAL '1000' HOUR AS too_many_hours;
