-- DECIMAL arithmetic: result precision and scale of +, -, *, / and MOD
-- Pins down: DECIMAL(10,2) + DECIMAL(10,2) is DECIMAL(11,2), * is DECIMAL(21,4) (scales add),
-- / uses Flink's rule (scale at least 6) and rounds HALF_UP, DECIMAL literals take their own
-- precision/scale (1.10 is DECIMAL(3,2)), trailing zeros are kept in the printed value, and each
-- result type as shown by DESCRIBE.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW prices AS
SELECT CAST(p AS DECIMAL(10, 2)) AS price, CAST(q AS DECIMAL(10, 2)) AS qty
FROM (VALUES (19.99, 3.00), (0.10, 0.20), (100.00, 7.00)) AS t(p, q);
SELECT price, qty, price + qty AS s, price - qty AS d, price * qty AS m, price / qty AS q, MOD(price, qty) AS r FROM prices;
SELECT 1.10 + 2.2 AS lit_sum, 1.10 * 2.2 AS lit_mul, 10.00 / 3 AS lit_div, 2.50 - 2.5 AS lit_diff, 0.1 + 0.2 AS point3;
CREATE TEMPORARY VIEW typed AS
SELECT price + qty AS s, price - qty AS d, price * qty AS m, price / qty AS q, MOD(price, qty) AS r, 1.10 AS lit,
  1.10 * 2.2 AS lit_mul, 10.00 / 3 AS lit_div
FROM prices;
DESCRIBE typed;
CREATE TABLE dec_out (price DECIMAL(10, 2), total DECIMAL(21, 4), ratio DECIMAL(23, 13)) WITH ('connector' = 'print', 'print-identifier' = 'dec_out');
INSERT INTO dec_out SELECT price, price * qty, price / qty FROM prices;
