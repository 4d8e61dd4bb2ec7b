-- String functions at their edges: out-of-range positions, empty operands, non-ASCII text
-- Pins down: SUBSTRING with a zero or negative start and a negative length (NULL), LEFT/RIGHT of
-- zero and negative counts, LPAD/RPAD with an empty pad (NULL) or a negative length (NULL),
-- REPEAT of zero and negative counts, REPLACE of an empty target, POSITION/LOCATE/INSTR with start
-- positions and occurrences, OVERLAY past the end, characters outside ASCII in CHAR_LENGTH,
-- REVERSE, UPPER ('ß' becomes 'SS') and ASCII (the first UTF-8 byte as a signed number), CHR
-- wrapping at 256, TRIM of a character set and SPLIT_INDEX of an empty string.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW w AS SELECT * FROM (VALUES ('hello', 'straße'), ('', 'ÄÖü'), ('abcabc', 'x'), (CAST(NULL AS STRING), CAST(NULL AS STRING))) AS t(s, u);
SELECT s, SUBSTRING(s, 0) AS s0, SUBSTRING(s, 0, 2) AS s0_2, SUBSTRING(s, -2, 5) AS neg, SUBSTRING(s, 2, -1) AS neg_len,
  SUBSTRING(s FROM 10) AS past, LEFT(s, 0) AS l0, LEFT(s, -1) AS lneg, RIGHT(s, 10) AS rbig, RIGHT(s, 2) AS r2
FROM w;
SELECT s, LPAD(s, 7, 'xy') AS lp, RPAD(s, 7, 'xy') AS rp, LPAD(s, 2, '') AS lp_empty, RPAD(s, -1, '.') AS rp_neg,
  LPAD('', 3, '*') AS lp_blank, REPEAT(s, 0) AS rep0, REPEAT(s, -2) AS repneg, REPLACE(s, '', '-') AS repl_empty,
  REPLACE(s, 'bc', '') AS repl_del
FROM w;
SELECT s, POSITION('' IN s) AS pos_empty, POSITION('c' IN s FROM 4) AS pos_from, POSITION('c' IN s FROM 10) AS pos_far,
  LOCATE('b', s, -3) AS loc_neg, INSTR(s, 'b', 1, 2) AS instr_2nd, INSTR(s, 'b', -1, 1) AS instr_back,
  INSTR(s, 'b', -2, 2) AS instr_back2, INSTR(s, 'zz') AS instr_none, OVERLAY(s PLACING 'XY' FROM 5) AS ov_end,
  OVERLAY(s PLACING 'XY' FROM 9) AS ov_past, OVERLAY(s PLACING '' FROM 2 FOR 2) AS ov_cut
FROM w;
SELECT u, CHAR_LENGTH(u) AS n, REVERSE(u) AS rev, UPPER(u) AS up, LOWER(u) AS low, ASCII(u) AS asc, INITCAP(u) AS cap,
  SUBSTRING(u, 2, 2) AS sub, POSITION('ß' IN u) AS pos
FROM w;
SELECT CHR(0) = '' AS chr0_empty, CHAR_LENGTH(CHR(0)) AS chr0_len, CHR(321) AS chr321, CHR(-1) = '' AS chrneg, CHR(233) AS chr233,
  ASCII('') AS asc_empty, TRIM(BOTH 'xy' FROM 'xyxhixyy') AS tset, LTRIM('..a..', '.') AS lt, RTRIM('..a..', '.') AS rt,
  TRIM('  a  ') || '|' AS tsp, TRIM(LEADING FROM '  a  ') || '|' AS tlead;
SELECT SPLIT_INDEX('', ',', 0) AS empty_str, SPLIT_INDEX('a,,b', ',', 1) AS middle, SPLIT_INDEX('a,b', ',', -1) AS neg,
  SPLIT_INDEX('a b  c', '', 2) AS blank_sep, SPLIT_INDEX('a::b::c', '::', 2) AS multi, SPLIT_INDEX('a-b', 300, 0) AS big_code,
  INITCAP('hello wORLD 3rd-party o''neil') AS cap, CONCAT_WS(CAST(NULL AS STRING), 'a', 'b') AS ws_null_sep;
CREATE TEMPORARY VIEW typed AS SELECT SUBSTRING(s, 1, 2) AS sub, LEFT(u, 1) AS lft, TRIM(s) AS trm, LTRIM(u) AS ltr,
  LPAD(s, 3, '*') AS lp, REPEAT(s, 2) AS rep, REVERSE(s) AS rev, SPLIT_INDEX(s, ',', 0) AS spl, REPLACE(s, 'a', 'b') AS rpl,
  POSITION('a' IN s) AS pos, INSTR(s, 'a') AS ins, ASCII(s) AS asc, CHR(65) AS chr, INITCAP(s) AS cap, OVERLAY(s PLACING u FROM 1) AS ovl,
  UPPER(s) AS up, CONCAT(s, u) AS cat, CONCAT_WS('-', s, u) AS ws, s || u AS pipes
FROM w;
DESCRIBE typed;
