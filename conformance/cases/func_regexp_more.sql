-- REGEXP_COUNT, REGEXP_EXTRACT_ALL (group 1 by default: NULL when the pattern has none),
-- REGEXP_INSTR and REGEXP_SUBSTR, with NULLs, empty strings and invalid patterns.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW s AS SELECT * FROM (VALUES ('a,b,,c'), (''), ('abc'), (CAST(NULL AS STRING))) AS t(s);
SELECT s, REGEXP_COUNT(s, '[a-z]') AS rc, REGEXP_EXTRACT_ALL(s, '([a-z])', 1) AS rea, REGEXP_EXTRACT_ALL(s, '[a-z]') AS rea_nogroup, REGEXP_EXTRACT_ALL(s, '[a-z]', 0) AS rea0, REGEXP_EXTRACT_ALL(s, '([a-z])') AS rea_default, REGEXP_INSTR(s, 'b') AS ri, REGEXP_SUBSTR(s, '[b-c]+') AS rs FROM s;
SELECT REGEXP_COUNT('aaa', 'a*') AS empty_matches, REGEXP_COUNT('abc', '(') AS bad_count, REGEXP_INSTR('abc', 'z') AS ri_none, REGEXP_INSTR('abc', '(') AS bad_instr, REGEXP_SUBSTR('abc', 'z') AS rs_none, REGEXP_SUBSTR('abc', '(') AS bad_substr, REGEXP_EXTRACT_ALL('a1b2', '([a-z])([0-9])', 2) AS g2, REGEXP_EXTRACT_ALL('a1b2', '([a-z])([0-9])', 3) AS g3, REGEXP_EXTRACT_ALL('abc', '(') AS bad_all, REGEXP_INSTR('xéb', 'b') AS ri_unicode;
CREATE TEMPORARY VIEW rt AS SELECT REGEXP_COUNT(s, 'a') AS rc, REGEXP_EXTRACT_ALL(s, 'a') AS rea, REGEXP_INSTR(s, 'a') AS ri, REGEXP_SUBSTR(s, 'a') AS rs, REGEXP_COUNT('a', 'a') AS rc_lit FROM s;
DESCRIBE rt;
