-- Where NULLs sort: default placement and NULLS FIRST / NULLS LAST
-- Pins down: by default Flink puts NULLs first in ASC and last in DESC (NULL is the smallest value),
-- ORDER BY ... DESC NULLS LAST / ASC NULLS LAST / DESC NULLS FIRST override it, and LIMIT after a
-- NULLS LAST sort skips the NULLs.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW r AS
SELECT * FROM (VALUES ('a', 3), ('b', CAST(NULL AS INT)), ('c', 1), ('d', CAST(NULL AS INT)), ('e', 2)) AS t(k, v);
SELECT k, v FROM r ORDER BY v, k;
SELECT k, v FROM r ORDER BY v DESC, k;
SELECT k, v FROM r ORDER BY v DESC NULLS LAST, k;
SELECT k, v FROM r ORDER BY v ASC NULLS LAST, k;
SELECT k, v FROM r ORDER BY v DESC NULLS FIRST, k DESC;
SELECT k, v FROM r ORDER BY v DESC NULLS LAST LIMIT 2;
