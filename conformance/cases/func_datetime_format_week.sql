-- DATE_FORMAT with the week-based letters of java.time in the US locale: Y (week-based year),
-- w (week of that year) and W (week of the month), around the turns of years, with u and e.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW d AS SELECT * FROM (VALUES (TIMESTAMP '2024-12-28 10:00:00'), (TIMESTAMP '2024-12-29 10:00:00'), (TIMESTAMP '2024-12-30 10:00:00'), (TIMESTAMP '2025-01-01 00:00:00'), (TIMESTAMP '2021-01-01 10:00:00'), (TIMESTAMP '2021-01-03 10:00:00'), (TIMESTAMP '2022-01-01 10:00:00'), (TIMESTAMP '2023-06-15 10:00:00'), (TIMESTAMP '2020-02-29 23:59:59'), (CAST(NULL AS TIMESTAMP))) AS t(ts);
SELECT ts, DATE_FORMAT(ts, 'YYYY-ww') AS yw, DATE_FORMAT(ts, 'YY w W') AS short, DATE_FORMAT(ts, 'yyyy-MM-dd u e E') AS day_fields FROM d;
