-- Typed NULLs in VALUES: CAST(NULL AS type) works, the column becomes nullable
-- VALUES (1, 'x'), (CAST(NULL AS INT), CAST(NULL AS VARCHAR(2))), (3, 'zz') types the columns
-- INT and VARCHAR(2), both now nullable (DESCRIBE shows null = true);
-- NULL prints as null in results and in the print sink; COUNT(col) skips them.
-- A bare NULL is rejected: see values_bare_null_error.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT * FROM (VALUES (1, 'x'), (CAST(NULL AS INT), CAST(NULL AS VARCHAR(2))), (3, 'zz')) AS t(n, s);
DESCRIBE v;
SELECT n, s, n IS NULL AS n_null FROM v;
SELECT COUNT(*) AS all_rows, COUNT(n) AS n_rows, SUM(n) AS total FROM v;
CREATE TABLE p (n INT, s STRING) WITH ('connector' = 'print', 'print-identifier' = 'nulls');
INSERT INTO p VALUES (1, 'x'), (CAST(NULL AS INT), CAST(NULL AS STRING)), (3, 'zz');
