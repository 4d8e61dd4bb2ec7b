-- Date and time arithmetic: INTERVAL addition, TIMESTAMPADD, TIMESTAMPDIFF, date differences
-- Pins down: ts + INTERVAL '1' DAY, month arithmetic at month ends (Jan 31 + 1 month), INTERVAL
-- 'n' HOUR/MINUTE/SECOND, DAY TO SECOND intervals, TIMESTAMPADD on DATE and TIMESTAMP,
-- TIMESTAMPDIFF truncating toward zero (and negative when the second argument is earlier), DATE +
-- INTERVAL staying a DATE, and the result types.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW tv AS
SELECT * FROM (VALUES
  (TIMESTAMP '2024-01-31 22:30:00', TIMESTAMP '2024-02-02 08:00:00', DATE '2024-01-31'),
  (TIMESTAMP '2024-03-10 00:00:00', TIMESTAMP '2024-03-09 23:59:59', DATE '2023-02-28')
) AS t(a, b, d);
SELECT a, a + INTERVAL '1' DAY AS plus_day, a + INTERVAL '90' MINUTE AS plus_90m, a - INTERVAL '2' HOUR AS minus_2h,
  a + INTERVAL '1' MONTH AS plus_month, a + INTERVAL '1 02:03:04' DAY TO SECOND AS plus_dts, d + INTERVAL '1' DAY AS d_plus
FROM tv;
SELECT a, b, TIMESTAMPADD(HOUR, 3, a) AS add3h, TIMESTAMPADD(DAY, -1, d) AS d_minus, TIMESTAMPADD(MONTH, 1, d) AS d_month,
  TIMESTAMPDIFF(HOUR, a, b) AS diff_h, TIMESTAMPDIFF(DAY, a, b) AS diff_d, TIMESTAMPDIFF(MINUTE, a, b) AS diff_m,
  TIMESTAMPDIFF(SECOND, a, b) AS diff_s, TIMESTAMPDIFF(MONTH, a, b) AS diff_mon
FROM tv;
CREATE TEMPORARY VIEW typed AS
SELECT a + INTERVAL '1' DAY AS plus_day, d + INTERVAL '1' DAY AS d_plus, TIMESTAMPADD(DAY, -1, d) AS d_minus,
  TIMESTAMPDIFF(HOUR, a, b) AS diff_h
FROM tv;
DESCRIBE typed;
CREATE TABLE ar_out (a TIMESTAMP(0), next_day TIMESTAMP(0), diff_h INT) WITH ('connector' = 'print', 'print-identifier' = 'ar_out');
INSERT INTO ar_out SELECT a, a + INTERVAL '1' DAY, TIMESTAMPDIFF(HOUR, a, b) FROM tv;
