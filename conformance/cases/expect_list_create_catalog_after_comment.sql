-- CREATE CATALOG with a dotted name after... a comment then a stray word
-- A learner adds a stray word after the comment.
SET 'execution.runtime-mode' = 'batch';
CREATE CATALOG c COMMENT 'x' y;
