-- SPLIT (an empty delimiter splits into characters), STARTSWITH, ENDSWITH, BTRIM, TRANSLATE,
-- ELT (NULL only for the chosen argument), IS_ALPHA, IS_DIGIT, IS_DECIMAL (false for NULL).
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW s AS SELECT * FROM (VALUES ('a,b,,c'), (''), ('abc'), (CAST(NULL AS STRING))) AS t(s);
SELECT s, SPLIT(s, ',') AS sp, SPLIT(s, '') AS sp_empty, STARTSWITH(s, 'a') AS sw, ENDSWITH(s, 'c') AS ew, BTRIM(s) AS bt, BTRIM(s, 'ac') AS bt2, TRANSLATE(s, 'abc', 'xy') AS tr, ELT(2, s, 'z') AS elt, ELT(1, s, 'z') AS elt1, IS_ALPHA(s) AS ia, IS_DIGIT(s) AS idg, IS_DECIMAL(s) AS idc FROM s;
SELECT SPLIT('a--b--', '--') AS multi, STARTSWITH('abc', '') AS sw_empty, ENDSWITH('abc', 'abcd') AS ew_long, BTRIM('  x  ') AS bt_spaces, BTRIM('xxaxx', 'x') AS bt_x, TRANSLATE('hello', 'lo', 'L') AS tr_drop, TRANSLATE('abc', '', 'x') AS tr_empty, ELT(3, 'a', 'b') AS elt_out, ELT(0, 'a') AS elt_zero, IS_DIGIT('123') AS d, IS_DECIMAL('-1.5') AS dec_neg, IS_DECIMAL('1e3') AS dec_exp, IS_DECIMAL('12') AS dec_int, IS_ALPHA('aé') AS alpha_accent, IS_DIGIT('١٢') AS arabic_digits;
CREATE TEMPORARY VIEW st AS SELECT SPLIT(s, ',') AS sp, STARTSWITH(s, 'a') AS sw, ENDSWITH(s, 'a') AS ew, BTRIM(s) AS bt, TRANSLATE(s, 'a', 'b') AS tr, ELT(1, s) AS elt, IS_ALPHA(s) AS ia, IS_DIGIT(s) AS idg, IS_DECIMAL(s) AS idc, SPLIT('a', ',') AS split_lit, STARTSWITH('a', 'b') AS sw_lit FROM s;
DESCRIBE st;
