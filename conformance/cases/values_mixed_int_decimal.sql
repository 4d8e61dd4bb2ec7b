-- VALUES mixing INT and DECIMAL literals in one column: the common type is DECIMAL(12, 2)
-- 1 is INT (like DECIMAL(10, 0)), 2.5 is DECIMAL(2, 1), 10.25 is DECIMAL(4, 2); the column type
-- keeps 10 integer digits and 2 decimals: DECIMAL(12, 2) (shown by DESCRIBE and TYPEOF), so the
-- integer 1 prints as 1.00. Inserting the same VALUES into a DOUBLE column prints 1.0.
SET 'execution.runtime-mode' = 'batch';
CREATE VIEW v AS SELECT * FROM (VALUES (1), (2.5), (10.25)) AS t(x);
DESCRIBE v;
SELECT x, x * 2 AS doubled, TYPEOF(x) AS tx FROM v;
SELECT TYPEOF(1) AS t_int, TYPEOF(2.5) AS t_dec, TYPEOF(10.25) AS t_dec2;
CREATE TABLE p (d DOUBLE) WITH ('connector' = 'print', 'print-identifier' = 'dbl');
INSERT INTO p VALUES (1), (2.5), (10.25);
