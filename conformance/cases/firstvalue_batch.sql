-- FIRST_VALUE and LAST_VALUE as batch group aggregates
-- Pins down: the first and the last non-NULL value in arrival order (NULLs are skipped), a group
-- of only NULLs giving NULL, a global aggregate and one over no rows, several argument types, the
-- result type (the argument's, nullable only without GROUP BY or for a nullable argument),
-- and the two-argument form rejected. Arrival order is a datagen sequence (one source, in order).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE seq (n INT NOT NULL) WITH ('connector' = 'datagen', 'fields.n.kind' = 'sequence', 'fields.n.start' = '1', 'fields.n.end' = '9', 'number-of-rows' = '9');
CREATE TEMPORARY VIEW v AS
SELECT n, n % 3 AS k,
  CASE WHEN n IN (1, 3, 6, 8) THEN CAST(NULL AS STRING) ELSE CONCAT('s', CAST(n AS STRING)) END AS s,
  CAST(n AS DECIMAL(5, 2)) / 4 AS d, CAST(n AS DOUBLE) * 1.5 AS x, n % 2 = 0 AS b,
  DATE '2024-01-01' + INTERVAL '1' DAY * n AS dt, CAST(n AS BIGINT) * 1000000000000 AS big
FROM seq;
SELECT k, FIRST_VALUE(s) AS fs, LAST_VALUE(s) AS ls, FIRST_VALUE(n) AS f_n, LAST_VALUE(n) AS l_n, FIRST_VALUE(d) AS fd, LAST_VALUE(d) AS ld FROM v GROUP BY k;
SELECT k, FIRST_VALUE(x) AS fx, LAST_VALUE(x) AS lx, FIRST_VALUE(b) AS fb, LAST_VALUE(b) AS lb, FIRST_VALUE(dt) AS fdt, LAST_VALUE(dt) AS ldt, FIRST_VALUE(big) AS fbig, LAST_VALUE(big) AS lbig FROM v GROUP BY k;
SELECT FIRST_VALUE(s) AS fs, LAST_VALUE(s) AS ls, FIRST_VALUE(n) AS f_n, LAST_VALUE(n) AS l_n, COUNT(*) AS c FROM v;
SELECT FIRST_VALUE(s) AS fs, LAST_VALUE(n) AS l_n FROM v WHERE n > 100;
SELECT k, FIRST_VALUE(s) AS fs, LAST_VALUE(s) AS ls FROM v WHERE n IN (1, 3, 6, 9) GROUP BY k;
CREATE TEMPORARY VIEW typed AS SELECT k, FIRST_VALUE(n) AS f_n, LAST_VALUE(s) AS ls, FIRST_VALUE(d) AS fd FROM v GROUP BY k;
DESCRIBE typed;
CREATE TEMPORARY VIEW typed_global AS SELECT FIRST_VALUE(n) AS f_n, LAST_VALUE(n) AS l_n FROM v;
DESCRIBE typed_global;
SELECT k, FIRST_VALUE(s, n) AS fs FROM v GROUP BY k;
