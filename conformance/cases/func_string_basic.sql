-- Core string functions: case, length, SUBSTRING (both syntaxes), TRIM family, REPLACE, POSITION
-- Pins down: 1-based SUBSTRING with FROM/FOR and with commas (including a start past the end and a
-- negative start), TRIM BOTH/LEADING/TRAILING of a given character, LTRIM/RTRIM only removing spaces,
-- POSITION returning 0 when absent, CHAR_LENGTH vs trailing spaces, and INITCAP on mixed words.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW words AS SELECT * FROM (VALUES ('Hello World'), ('  flink sql  '), ('xxabcxx')) AS t(s);
SELECT s, UPPER(s) AS up, LOWER(s) AS low, CHAR_LENGTH(s) AS len, INITCAP(s) AS cap FROM words;
SELECT s, SUBSTRING(s FROM 3) AS from3, SUBSTRING(s FROM 2 FOR 4) AS f2_4, SUBSTRING(s, 1, 5) AS c1_5,
  SUBSTRING(s, 20) AS past_end, SUBSTR(s, 2, 3) AS substr2_3, SUBSTRING(s, -3) AS neg3, SUBSTRING(s, -3, 2) AS neg3_2
FROM words;
SELECT s, '[' || TRIM(s) || ']' AS t, '[' || LTRIM(s) || ']' AS lt, '[' || RTRIM(s) || ']' AS rt,
  TRIM(BOTH 'x' FROM s) AS tb, TRIM(LEADING 'x' FROM s) AS tl, TRIM(TRAILING 'x' FROM s) AS tt
FROM words;
SELECT s, REPLACE(s, 'l', 'L') AS rep, POSITION('l' IN s) AS pos_l, POSITION('zz' IN s) AS pos_zz, LOCATE('l', s, 4) AS loc
FROM words;
CREATE TABLE str_out (s STRING, cap STRING, len INT) WITH ('connector' = 'print', 'print-identifier' = 'str_out');
INSERT INTO str_out SELECT TRIM(s), INITCAP(TRIM(s)), CHAR_LENGTH(TRIM(s)) FROM words;
