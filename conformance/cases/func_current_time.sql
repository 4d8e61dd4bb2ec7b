-- CURRENT_TIMESTAMP, NOW, LOCALTIMESTAMP, CURRENT_DATE, CURRENT_TIME and UNIX_TIMESTAMP()
-- Pins down the types of the current-time functions and that one query sees one instant: the
-- values themselves never reach the output, only comparisons between them that hold at any
-- time, in the UTC session zone.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW typed AS SELECT CURRENT_TIMESTAMP AS ct, NOW() AS nw, LOCALTIMESTAMP AS lt, CURRENT_DATE AS cd,
  CURRENT_TIME AS ctm, LOCALTIME AS ltm, UNIX_TIMESTAMP() AS ux, CURRENT_ROW_TIMESTAMP() AS crt;
DESCRIBE typed;
SELECT CURRENT_TIMESTAMP = NOW() AS same_instant, CAST(CURRENT_TIMESTAMP AS TIMESTAMP(3)) = LOCALTIMESTAMP AS utc_wall,
  CAST(LOCALTIMESTAMP AS DATE) = CURRENT_DATE AS same_day, CURRENT_DATE > DATE '2024-01-01' AS after_2024,
  UNIX_TIMESTAMP() > 1704067200 AS unix_after_2024, CHAR_LENGTH(CAST(CURRENT_TIMESTAMP AS STRING)) AS ts_len,
  CHAR_LENGTH(DATE_FORMAT(LOCALTIMESTAMP, 'yyyy-MM-dd')) AS df_len, EXTRACT(YEAR FROM CURRENT_DATE) >= 2024 AS year_ok;
