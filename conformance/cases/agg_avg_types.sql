-- AVG keeps the argument type: integer AVG truncates, DECIMAL and DOUBLE AVG do not
-- Pins down: AVG over INT returns INT (AVG of 1, 2 is 1; of -1, -2 is -1, truncated toward zero),
-- AVG over BIGINT stays BIGINT, AVG over DECIMAL(5,2) returns a wider DECIMAL with scale 6, AVG over
-- DOUBLE is DOUBLE, and the usual workaround AVG(CAST(x AS DOUBLE)). SUM of DECIMAL widens precision.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW v AS
SELECT * FROM (VALUES
  ('pos', 1, CAST(1 AS BIGINT), CAST(1.10 AS DECIMAL(5, 2)), 1.0E0),
  ('pos', 2, CAST(2 AS BIGINT), CAST(2.25 AS DECIMAL(5, 2)), 2.0E0),
  ('neg', -1, CAST(-1 AS BIGINT), CAST(-1.00 AS DECIMAL(5, 2)), -1.0E0),
  ('neg', -2, CAST(-2 AS BIGINT), CAST(-2.00 AS DECIMAL(5, 2)), -2.0E0)
) AS t(g, i, b, d, dbl);
SELECT g, AVG(i) AS avg_i, AVG(b) AS avg_b, AVG(d) AS avg_dec, AVG(dbl) AS avg_dbl, AVG(CAST(i AS DOUBLE)) AS avg_i_dbl,
  SUM(d) AS sum_dec, SUM(dbl) AS sum_dbl
FROM v GROUP BY g;
SELECT AVG(i) AS avg_all, AVG(i * 1.0) AS avg_all_dec FROM v WHERE i > 0;
CREATE TEMPORARY VIEW typed AS
SELECT AVG(i) AS avg_i, AVG(b) AS avg_b, AVG(d) AS avg_dec, AVG(dbl) AS avg_dbl, SUM(d) AS sum_dec, SUM(b) AS sum_b,
  AVG(i * 1.0) AS avg_i_dec
FROM v;
DESCRIBE typed;
CREATE TABLE avg_out (g STRING, avg_i INT, avg_dec DECIMAL(38, 6)) WITH ('connector' = 'print', 'print-identifier' = 'avg_out');
INSERT INTO avg_out SELECT g, AVG(i), AVG(d) FROM v GROUP BY g;
