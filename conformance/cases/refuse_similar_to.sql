-- SIMILAR TO matches an SQL regular expression
-- Flinkpad refuses it as not supported rather than calling it "this LIKE".
SET 'execution.runtime-mode' = 'batch';
SELECT 'abc' SIMILAR TO 'a%', 'abc' SIMILAR TO '(b|c)%', 'abc' NOT SIMILAR TO 'a_c';
