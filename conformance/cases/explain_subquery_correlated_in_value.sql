-- EXPLAIN: a correlated IN as a value
-- Flink joins the input LEFT on the correlation key with the counts c and ck of the
-- subquery's rows per key, drops the key, then LEFT joins on x = y and the key with the
-- distinct (y, key) and true AS $f2; both sides keep only non-NULL keys (and y), the filters
-- pushed into the scans. IN's value is Calcite's simplified CASE over the nullable counts, NOT
-- IN's its negation; into a sink the Calc takes the sink's column name.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE a (x INT, k INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/a', 'format' = 'json');
CREATE TABLE b (y INT, k INT, v STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/b', 'format' = 'json');
CREATE TABLE in_out (x INT, i BOOLEAN) WITH ('connector' = 'print', 'print-identifier' = 'in_out');
EXPLAIN SELECT x, x IN (SELECT y FROM b WHERE b.k = a.k) AS ci FROM a;
EXPLAIN SELECT x, x NOT IN (SELECT y FROM b WHERE b.k = a.k) AS cni FROM a;
EXPLAIN INSERT INTO in_out SELECT x, x IN (SELECT y FROM b WHERE b.k = a.k) FROM a;
INSERT INTO a VALUES (1, 10), (2, 20), (3, 30), (CAST(NULL AS INT), 40), (5, 20), (2, CAST(NULL AS INT));
INSERT INTO b VALUES (2, 10, 'p'), (CAST(NULL AS INT), 20, 'q'), (5, 20, 'r'), (1, 50, 's'), (1, 10, 't');
SELECT x, k, x IN (SELECT y FROM b WHERE b.k = a.k) AS ci, x NOT IN (SELECT y FROM b WHERE b.k = a.k) AS cni FROM a;
