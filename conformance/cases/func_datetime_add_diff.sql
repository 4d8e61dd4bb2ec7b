-- TIMESTAMPADD, TIMESTAMPDIFF and datetime +/- interval across DATE, TIME and TIMESTAMP
-- Pins down: TIMESTAMPADD of each unit to each type (hours to a DATE make a TIMESTAMP(6),
-- milliseconds widen a TIMESTAMP to precision 3, months clamp the day), TIMESTAMPADD with a NULL
-- amount, TIMESTAMPDIFF truncating toward zero between DATEs, TIMESTAMPs and both mixed,
-- month differences at month ends, TIME arithmetic wrapping at midnight, DATE minus hours
-- (unchanged), interval arithmetic, and the result types. (TIMESTAMPADD of MICROSECOND fails in
-- Flink 2.3's code generation: Calcite divides an interval by an INT, /INT, which Flink lacks.)
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW p AS SELECT * FROM (VALUES
  (DATE '2024-01-31', TIMESTAMP '2024-01-31 23:30:00', TIME '23:30:00', 2),
  (DATE '2024-02-29', TIMESTAMP '2024-02-29 00:00:00.250', TIME '00:15:00', -3)) AS t(dt, ts, tm, n);
SELECT dt, n, TIMESTAMPADD(YEAR, n, dt) AS y, TIMESTAMPADD(QUARTER, n, dt) AS q, TIMESTAMPADD(MONTH, n, dt) AS m,
  TIMESTAMPADD(WEEK, n, dt) AS w, TIMESTAMPADD(DAY, n, dt) AS d, TIMESTAMPADD(HOUR, n, dt) AS h, TIMESTAMPADD(MINUTE, n, dt) AS mi,
  TIMESTAMPADD(SECOND, n, dt) AS s
FROM p;
SELECT ts, n, TIMESTAMPADD(MONTH, n, ts) AS m, TIMESTAMPADD(DAY, n, ts) AS d, TIMESTAMPADD(HOUR, n, ts) AS h,
  TIMESTAMPADD(MILLISECOND, n, ts) AS ms, TIMESTAMPADD(SECOND, CAST(NULL AS INT), ts) AS nul
FROM p;
SELECT tm, n, TIMESTAMPADD(HOUR, n, tm) AS h, TIMESTAMPADD(MINUTE, n * 30, tm) AS mi, tm + INTERVAL '1' HOUR AS plus_h,
  tm - INTERVAL '30' MINUTE AS minus_m, tm + INTERVAL '1' MONTH AS plus_month
FROM p;
SELECT dt, ts, TIMESTAMPDIFF(DAY, dt, ts) AS dd, TIMESTAMPDIFF(HOUR, dt, ts) AS dh, TIMESTAMPDIFF(MONTH, ts, dt) AS dm,
  TIMESTAMPDIFF(WEEK, DATE '2024-01-01', dt) AS dw, TIMESTAMPDIFF(YEAR, dt, DATE '2000-01-01') AS dy,
  TIMESTAMPDIFF(QUARTER, DATE '2023-11-30', dt) AS dq, TIMESTAMPDIFF(MINUTE, ts, TIMESTAMP '2024-01-31 00:00:00') AS dmi,
  TIMESTAMPDIFF(SECOND, ts, ts + INTERVAL '1.5' SECOND) AS ds
FROM p;
SELECT dt - INTERVAL '1' HOUR AS dt_minus_h, dt + INTERVAL '47' HOUR AS dt_plus_47h, dt - INTERVAL '1' YEAR AS dt_minus_y,
  ts - INTERVAL '1-1' YEAR TO MONTH AS ts_minus_ym, INTERVAL '2' DAY + ts AS iv_first, INTERVAL '1' HOUR * 3 AS iv_times,
  2 * INTERVAL '1' MONTH AS times_iv, INTERVAL '1' DAY - INTERVAL '1' SECOND AS iv_diff, -INTERVAL '1' MONTH AS iv_neg
FROM p;
CREATE TEMPORARY VIEW typed AS SELECT TIMESTAMPADD(HOUR, n, dt) AS h_dt, TIMESTAMPADD(MILLISECOND, n, ts) AS ms_ts,
  TIMESTAMPADD(MONTH, n, dt) AS m_dt, TIMESTAMPADD(SECOND, n, tm) AS s_tm,
  TIMESTAMPDIFF(DAY, dt, ts) AS diff, dt + INTERVAL '1' HOUR AS dt_h, INTERVAL '1' HOUR * 3 AS iv_times,
  INTERVAL '1' DAY - INTERVAL '1' SECOND AS iv_diff FROM p;
DESCRIBE typed;
