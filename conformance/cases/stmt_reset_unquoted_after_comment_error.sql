-- title: an unquoted RESET after a comment is a parse error
SET 'execution.runtime-mode' = 'batch';
-- reset it
RESET execution.runtime-mode;
