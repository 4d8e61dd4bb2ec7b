-- GREATEST, LEAST, ABS, MOD and seeded RAND
-- Pins down: GREATEST/LEAST over INT and BIGINT and DECIMAL (the common type), over strings and
-- dates, with a NULL operand (NULL), ABS of the smallest INT (stays negative), MOD with negative
-- operands (the dividend's sign), MOD of DECIMALs, and RAND(seed) and RAND_INTEGER(seed, n) over a
-- one-task sequence, which follow java.util.Random.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW g AS SELECT * FROM (VALUES (3, CAST(7 AS BIGINT), CAST(5.5 AS DECIMAL(3, 1)), 'pear', DATE '2024-01-02'),
  (-3, CAST(-7 AS BIGINT), CAST(-5.5 AS DECIMAL(3, 1)), 'apple', DATE '2023-12-31'),
  (CAST(NULL AS INT), CAST(1 AS BIGINT), CAST(1.0 AS DECIMAL(3, 1)), 'fig', DATE '2024-06-30')) AS t(i, b, d, s, dt);
SELECT i, b, d, GREATEST(i, b) AS g_ib, LEAST(i, b) AS l_ib, GREATEST(i, d) AS g_id, LEAST(b, d, 2) AS l_bd,
  GREATEST(s, 'kiwi') AS g_s, LEAST(dt, DATE '2024-01-01') AS l_dt, GREATEST(i) AS single
FROM g;
SELECT i, b, MOD(i, 2) AS m_i2, MOD(b, -4) AS m_b4, MOD(-7, 3) AS m_neg, MOD(7, -3) AS m_negdiv, MOD(d, 2) AS m_d,
  ABS(i) AS abs_i, ABS(CAST(-2147483648 AS INT)) AS abs_min, ABS(d) AS abs_d, -d AS neg_d
FROM g;
CREATE TEMPORARY VIEW typed AS SELECT GREATEST(i, b) AS g_ib, GREATEST(i, d) AS g_id, LEAST(b, d, 2) AS l_bd,
  GREATEST(s, 'kiwi') AS g_s, LEAST(dt, DATE '2024-01-01') AS l_dt, MOD(b, -4) AS m_b4, MOD(d, 2) AS m_d FROM g;
DESCRIBE typed;
CREATE TABLE seq (id INT) WITH ('connector' = 'datagen', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '5', 'number-of-rows' = '5');
SELECT id, RAND(42) AS r, RAND_INTEGER(7, 100) AS ri FROM seq;
