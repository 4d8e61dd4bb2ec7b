-- Equi-joins on keys of different types, several keys, and extra conditions in ON
-- Pins down: an INT key matches a BIGINT and a DECIMAL key by value, strings match exactly,
-- two keys must both match, a non-equality condition in ON is applied to the matching pairs, and
-- in an outer join a left row whose key matches but whose ON condition fails is kept padded
-- with NULLs (the condition is not a filter after the join).
SET 'execution.runtime-mode' = 'batch';
CREATE TEMPORARY VIEW l AS SELECT * FROM (VALUES (1, 'a', 10), (2, 'b', 20), (3, 'c', 30), (CAST(NULL AS INT), 'n', 40)) AS t(id, code, amount);
CREATE TEMPORARY VIEW r AS SELECT * FROM (VALUES (CAST(1 AS BIGINT), 'a', 1.00, 5), (CAST(2 AS BIGINT), 'x', 2.00, 25), (CAST(3 AS BIGINT), 'c', 3.50, 35), (CAST(3 AS BIGINT), 'c', 3.00, 15)) AS t(id, code, dec_id, lim);
SELECT l.id, r.lim FROM l JOIN r ON l.id = r.id;
SELECT l.id, r.dec_id FROM l JOIN r ON l.id = r.dec_id;
SELECT l.id, l.code, r.lim FROM l JOIN r ON l.id = r.id AND l.code = r.code;
SELECT l.id, r.lim FROM l JOIN r ON l.id = r.id AND l.amount > r.lim;
SELECT l.id, l.amount, r.lim FROM l LEFT JOIN r ON l.id = r.id AND l.amount > r.lim;
SELECT l.id, r.id AS rid, r.lim FROM l FULL JOIN r ON l.id = r.id AND r.lim > 20;
SELECT l.code, r.code AS rcode FROM l RIGHT JOIN r ON UPPER(l.code) = UPPER(r.code) AND l.id = r.id;
SELECT l.id, r.lim FROM l JOIN r ON l.id + 1 = r.id;
CREATE TABLE hj_out (id INT, lim INT) WITH ('connector' = 'print', 'print-identifier' = 'hj_out');
INSERT INTO hj_out SELECT l.id, r.lim FROM l LEFT JOIN r ON l.id = r.id AND l.amount > r.lim;
