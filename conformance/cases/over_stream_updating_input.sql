-- A streaming OVER aggregate ordered by a regular column over an updating input
-- The per-key totals of a GROUP BY come in as +I and -U/+U; the OVER aggregate ranks them by
-- total: a retracted row leaves with -D and the rows after it are updated.
SET 'execution.runtime-mode' = 'streaming';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('g', 'a', 5), ('g', 'b', 3), ('g', 'a', 4), ('g', 'c', 1)) AS v(grp, k, x);
SELECT grp, k, total, SUM(total) OVER (PARTITION BY grp ORDER BY total) AS acc
FROM (SELECT grp, k, SUM(x) AS total FROM t GROUP BY grp, k);
SELECT grp, k, total, COUNT(*) OVER (PARTITION BY grp ORDER BY total ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS n
FROM (SELECT grp, k, SUM(x) AS total FROM t GROUP BY grp, k);
