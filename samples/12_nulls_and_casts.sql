-- NULL and CAST: three-valued logic, and conversions that fail or not
-- NULL is "unknown": NULL = NULL is not TRUE, so WHERE drops such rows; use IS NULL. COALESCE
-- picks the first non-NULL value. CAST fails on a bad value, and TRY_CAST returns NULL instead.
SET 'execution.runtime-mode' = 'batch';

CREATE TEMPORARY VIEW t (id, code) AS
  VALUES (1, '42'), (2, 'x7'), (3, CAST(NULL AS STRING));

SELECT id,
       code IS NULL AS missing,
       COALESCE(code, 'none') AS code_or_none,
       TRY_CAST(code AS INT) AS as_int
FROM t ORDER BY id;
