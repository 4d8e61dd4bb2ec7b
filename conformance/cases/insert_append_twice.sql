-- INSERT INTO appends: two INSERTs into the same filesystem table, then read back
-- INSERT INTO never replaces existing data; the second job adds a new file beside the first,
-- and a SELECT sees the rows of both (including an exact duplicate row, kept twice).
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (id INT, name STRING) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'csv');
INSERT INTO t VALUES (1, 'ann'), (2, 'ben');
INSERT INTO t VALUES (3, 'cid'), (1, 'ann');
SELECT * FROM t;
SELECT COUNT(*) AS n, COUNT(DISTINCT id) AS ids FROM t;
