-- nested: an INT key into a MAP of strings
-- map[k] with a key that does not match the MAP's key type.
SET 'execution.runtime-mode' = 'batch';
SELECT MAP['a', 1][1];
