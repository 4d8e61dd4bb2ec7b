-- JSON() of a number fails: it takes a character string
SET 'execution.runtime-mode' = 'batch';
SELECT JSON_OBJECT('a' VALUE JSON(1));
