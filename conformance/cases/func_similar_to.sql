-- SIMILAR TO and NOT SIMILAR TO in batch mode, with Calcite's translation to a Java regex
-- % is any run, _ one character, | ( ) [ ] * + ? { } are regex operators, [:ALPHA:] and
-- friends are character classes inside brackets, $ and \ match themselves, and the match is of
-- the whole string. ESCAPE makes a special character literal. NULL gives NULL.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW w AS SELECT * FROM (VALUES (1, 'abc'), (2, 'abd'), (3, 'xyz'), (4, CAST(NULL AS STRING)), (5, 'a.c'), (6, 'ab$'), (7, 'AB1'), (8, 'a_c'), (9, 'aXc'), (10, 'abbbc'), (11, 'a\c')) AS t(id, s);
SELECT id, s SIMILAR TO 'a(b|c)%', s NOT SIMILAR TO '%[xy]%', s SIMILAR TO 'a_c', s SIMILAR TO '[[:ALPHA:]]{2}[[:DIGIT:]]', s SIMILAR TO 'ab$', s SIMILAR TO 'ab+c', s SIMILAR TO 'a!_c' ESCAPE '!', s SIMILAR TO 'a\c', s SIMILAR TO 'a.c', s SIMILAR TO '[a-b]%[^d]' FROM w;
SELECT 'abc' SIMILAR TO 'a%', 'abc' SIMILAR TO '(b|c)%', 'abc' NOT SIMILAR TO 'a_c', 'ABC' SIMILAR TO 'abc', 'a' SIMILAR TO 'a?b?', 'aa' SIMILAR TO 'a*';
