-- title: SET of an unknown runtime mode is refused at SET time
SET 'execution.runtime-mode' = 'unknown';
