-- cast: TRY_CAST of strings to BOOLEAN and date-time types
-- Accepted BOOLEAN spellings (no trimming, case-insensitive), and which date/time texts parse as
-- DATE, TIME, TIMESTAMP and TIMESTAMP_LTZ of various precisions.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW s AS SELECT * FROM (VALUES ('true'), ('TRUE'), ('True'), (' true '), ('yes'), ('no'), ('1'), ('0'), ('t'), ('f'), ('y'), ('n'), ('on'), ('off'), ('2'), ('false'), ('FALSE'), ('x')) AS t(v);
SELECT v, TRY_CAST(v AS BOOLEAN) FROM s;
CREATE TEMPORARY VIEW d AS SELECT * FROM (VALUES ('2024-02-29'), ('2023-02-29'), ('2024-1-5'), (' 2024-01-05 '), ('2024-01-05 10:00:00'), ('2024-01-05T10:00:00'), ('20240105'), ('2024-01-05 10:00'), ('10:00'), ('10:00:00.123456789'), ('2024-01-05 10:00:00.123456789'), ('2024-01-05 10:00:00.5'), ('1:2:3'), ('24:00:00'), ('2024-13-01'), ('99999-01-01'), ('2024-01-05 1:2:3'), ('2024-01-05T10:00:00Z'), ('2024-01-05 10:00:00+01:00'), ('10'), ('2024-01'), ('2024-01-05 25:00:00'), ('2024-01-05 10:00:00.9999999'), ('0000-01-01'), ('-1-01-01'), ('2024-01-05 '), ('10:00:60'), ('2024-01-05 10'), ('2024-01-05T10'), ('1970-01-01 00:00:00.000000001')) AS t(v);
SELECT v, TRY_CAST(v AS DATE), TRY_CAST(v AS TIME), TRY_CAST(v AS TIME(3)), TRY_CAST(v AS TIMESTAMP), TRY_CAST(v AS TIMESTAMP(3)), TRY_CAST(v AS TIMESTAMP(9)), TRY_CAST(v AS TIMESTAMP_LTZ(3)), TRY_CAST(v AS TIMESTAMP(0)) FROM d;
