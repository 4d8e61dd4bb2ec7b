-- A pattern ending in the escape character is refused.
SET 'execution.runtime-mode' = 'batch';
SELECT s LIKE 'a!' ESCAPE '!' AS v FROM (VALUES ('abc')) AS t(s);
