-- datagen random strings: fields.#.length, and the default length of STRING and VARCHAR(n)
-- The random characters are not deterministic, but their lengths are: 'fields.s5.length' = '5'
-- gives 5 characters, a STRING column without the option gets the default length (100), and a
-- VARCHAR(3) column is cut to its declared length. Only lengths reach the output.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE strs (s5 STRING, s STRING, v3 VARCHAR(3)) WITH (
  'connector' = 'datagen', 'number-of-rows' = '4', 'fields.s5.length' = '5');
SELECT CHAR_LENGTH(s5) AS len5, CHAR_LENGTH(s) AS len_default, CHAR_LENGTH(v3) AS len_v3, COUNT(*) AS n
FROM strs GROUP BY CHAR_LENGTH(s5), CHAR_LENGTH(s), CHAR_LENGTH(v3);
