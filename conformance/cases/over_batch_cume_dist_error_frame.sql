-- A frame on CUME_DIST, in batch mode
-- Pins down that CUME_DIST takes no frame, as the ranking functions.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW t AS SELECT * FROM (VALUES ('a', 1, 10), ('b', 2, 20)) AS v(k, o, x);
SELECT k, CUME_DIST() OVER (ORDER BY o ROWS BETWEEN 1 PRECEDING AND CURRENT ROW) FROM t;
