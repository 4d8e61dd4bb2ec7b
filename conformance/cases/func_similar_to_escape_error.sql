-- SIMILAR TO with an escape of two characters fails
SET 'execution.runtime-mode' = 'batch';
SELECT 'abc' SIMILAR TO 'a%' ESCAPE 'ab';
