-- Error: an INT column compared with a string that is not a number (amount > 'abc')
-- The ordering comparison coerces the string literal to INT (amount > '15' works, see
-- error_string_literal_vs_int), so a non-numeric string passes validation and then fails
-- converting 'abc' to a number.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW orders AS SELECT * FROM (VALUES (1, 10), (2, 20), (3, 30)) AS t(id, amount);
SELECT id FROM orders WHERE amount > '15';
SELECT id FROM orders WHERE amount > 'abc';
