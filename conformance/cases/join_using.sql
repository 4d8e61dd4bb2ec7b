-- JOIN ... USING and NATURAL JOIN: how the shared column appears
-- Pins down: USING (k) merges the key into one column that SELECT * lists first, a qualified t.k still
-- works, FULL JOIN USING gives COALESCE(l.k, r.k) as the merged key, and NATURAL JOIN joins on all
-- same-named columns.
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW l AS SELECT * FROM (VALUES (1, 'l1'), (2, 'l2'), (3, 'l3')) AS t(k, lv);
CREATE TEMPORARY VIEW r AS SELECT * FROM (VALUES (2, 'r2'), (3, 'r3'), (4, 'r4')) AS t(k, rv);
SELECT * FROM l JOIN r USING (k);
SELECT l.k AS lk, r.k AS rk, lv, rv FROM l JOIN r USING (k);
SELECT * FROM l FULL JOIN r USING (k);
SELECT k, lv, rv FROM l LEFT JOIN r USING (k);
SELECT * FROM l NATURAL JOIN r;
CREATE TABLE u_out (k INT, lv STRING, rv STRING) WITH ('connector' = 'print', 'print-identifier' = 'u_out');
INSERT INTO u_out SELECT * FROM l FULL JOIN r USING (k);
