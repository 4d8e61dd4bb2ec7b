-- An ESCAPE of more than one character is refused.
SET 'execution.runtime-mode' = 'batch';
SELECT s LIKE 'a' ESCAPE 'xy' AS v FROM (VALUES ('abc')) AS t(s);
