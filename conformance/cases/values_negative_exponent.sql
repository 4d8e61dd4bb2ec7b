-- Negative numbers and exponent literals: 1.5E2 is a DOUBLE, -3 an INT, 0.25 a DECIMAL(3, 2)
-- TYPEOF shows each literal's type; a VALUES column of only exponent literals is DOUBLE
-- (150.0, 0.001, -2.0). Into a DOUBLE sink, INT and DECIMAL rows convert: -3 prints as -3.0.
-- Mixing an exponent literal with INT rows in one VALUES column fails: values_int_double_mix_error.
SET 'execution.runtime-mode' = 'batch';
SELECT -7 AS neg, -2.5 AS neg_dec, 2E3 AS e_lit, -1.5E-2 AS neg_e, TYPEOF(-7) AS t1, TYPEOF(-2.5) AS t2, TYPEOF(2E3) AS t3;
CREATE VIEW v AS SELECT * FROM (VALUES (1.5E2), (1E-3), (-2E0)) AS t(x);
DESCRIBE v;
SELECT x FROM v;
SELECT * FROM (VALUES (-3), (0.25)) AS t(x);
CREATE TABLE p (x DOUBLE) WITH ('connector' = 'print', 'print-identifier' = 'exp');
INSERT INTO p VALUES (-3), (0.25);
