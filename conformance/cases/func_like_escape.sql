-- LIKE ... ESCAPE: an escaped _ or % matches itself, an escaped escape character matches it;
-- the escape character may be any one character.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW s AS SELECT * FROM (VALUES ('a_c'), ('abc'), ('a%c'), ('a!c'), ('a\b'), ('a%'), (CAST(NULL AS STRING))) AS t(s);
SELECT s, s LIKE 'a!_c' ESCAPE '!' AS e1, s LIKE 'a#%c' ESCAPE '#' AS e2, s LIKE 'a!!c' ESCAPE '!' AS e3, s NOT LIKE 'a!_%' ESCAPE '!' AS e4, s LIKE 'a_c' AS plain FROM s;
