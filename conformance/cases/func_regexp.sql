-- Regular expressions: REGEXP_REPLACE, REGEXP_EXTRACT, REGEXP
-- Pins down: replacement text is literal ($1 and \ stay as written), empty matches, a group index
-- beyond the pattern's groups and a group that matched nothing (NULL), the default group 0,
-- REGEXP finding a match anywhere, an empty pattern (false), and an invalid pattern, which gives
-- NULL or false rather than an error.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW r AS SELECT * FROM (VALUES ('order-123-ab'), ('no digits here'), (''), (CAST(NULL AS STRING))) AS t(s);
SELECT s, REGEXP_REPLACE(s, '[0-9]+', '<$0>') AS dollar, REGEXP_REPLACE(s, '-', '\\') AS backslash,
  REGEXP_REPLACE(s, 'x*', '.') AS empty_matches, REGEXP_REPLACE(s, '(', 'y') AS invalid, REGEXP_REPLACE(s, '^', '>') AS anchor
FROM r;
SELECT s, REGEXP_EXTRACT(s, '([a-z]+)-([0-9]+)') AS whole, REGEXP_EXTRACT(s, '([a-z]+)-([0-9]+)', 2) AS g2,
  REGEXP_EXTRACT(s, '([a-z]+)-([0-9]+)', 3) AS g3, REGEXP_EXTRACT(s, '(x)?order', 1) AS unmatched_group,
  REGEXP_EXTRACT(s, '[0-9]+', 0) AS g0, REGEXP_EXTRACT(s, '(', 0) AS invalid
FROM r;
SELECT s, REGEXP(s, '[0-9]') AS has_digit, REGEXP(s, '^order') AS starts, REGEXP(s, '') AS empty_pattern,
  REGEXP(s, '(') AS invalid, REGEXP(s, 'DIGITS') AS case_sensitive, REGEXP(s, '(?i)DIGITS') AS case_folded
FROM r;
