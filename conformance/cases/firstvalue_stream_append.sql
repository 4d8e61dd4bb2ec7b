-- FIRST_VALUE and LAST_VALUE as streaming group aggregates over an append-only input
-- Pins down: the changelog (an update only when the result changes: FIRST_VALUE stops changing
-- once a group has a non-NULL value, LAST_VALUE follows each non-NULL value), NULLs skipped, a
-- group whose first rows are NULL, a global aggregate, and several types. The input is a datagen
-- sequence (one source, in order).
SET 'execution.runtime-mode' = 'streaming';
CREATE TABLE seq (n INT NOT NULL) WITH ('connector' = 'datagen', 'fields.n.kind' = 'sequence', 'fields.n.start' = '1', 'fields.n.end' = '9', 'number-of-rows' = '9');
CREATE TEMPORARY VIEW v AS
SELECT n, n % 3 AS k,
  CASE WHEN n IN (1, 3, 6, 8) THEN CAST(NULL AS STRING) ELSE CONCAT('s', CAST(n AS STRING)) END AS s,
  CAST(n AS DECIMAL(5, 2)) / 4 AS d, n % 2 = 0 AS b
FROM seq;
SELECT k, FIRST_VALUE(s) AS fs, LAST_VALUE(s) AS ls FROM v GROUP BY k;
SELECT k, FIRST_VALUE(n) AS f_n, LAST_VALUE(d) AS ld, LAST_VALUE(b) AS lb FROM v GROUP BY k;
SELECT FIRST_VALUE(s) AS fs, LAST_VALUE(s) AS ls FROM v;
CREATE TABLE fv_out (k INT, fs STRING, ls STRING, PRIMARY KEY (k) NOT ENFORCED) WITH ('connector' = 'print', 'print-identifier' = 'fv_out');
INSERT INTO fv_out SELECT k, FIRST_VALUE(s), LAST_VALUE(s) FROM v GROUP BY k;
