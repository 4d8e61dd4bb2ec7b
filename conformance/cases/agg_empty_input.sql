-- Aggregates over an empty input: a global aggregate gives one row, a grouped one gives none
-- Pins down: COUNT(*) = 0 and SUM/AVG/MIN/MAX/LISTAGG = NULL for an empty input without GROUP BY
-- (the columns are nullable here), while GROUP BY over an empty input returns no rows at all; the
-- same into a print sink.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW nums AS SELECT * FROM (VALUES (1, 'a'), (2, 'b'), (CAST(NULL AS INT), CAST(NULL AS STRING))) AS t(n, s);
SELECT COUNT(*) AS c, COUNT(n) AS cn, SUM(n) AS s, AVG(n) AS a, MIN(s) AS mn, MAX(n) AS mx, LISTAGG(s) AS l FROM nums WHERE n > 100;
SELECT s, COUNT(*) AS c FROM nums WHERE n > 100 GROUP BY s;
SELECT COUNT(*) AS c, SUM(n) AS s FROM nums WHERE n > 100 HAVING COUNT(*) > 0;
CREATE TABLE empty_out (c BIGINT, s INT, l STRING) WITH ('connector' = 'print', 'print-identifier' = 'empty_out');
INSERT INTO empty_out SELECT COUNT(*), SUM(n), LISTAGG(s) FROM nums WHERE n > 100;
