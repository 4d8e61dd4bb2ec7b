-- INSERT INTO T (cols) fills the columns left out with NULL
-- A column list naming only some columns: the others (nullable) get NULL, shown as "null" by
-- print and read back as null from a json filesystem table. Order of the list follows the table.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE p (a INT, b STRING, c DOUBLE) WITH ('connector' = 'print', 'print-identifier' = 'nullfill');
INSERT INTO p (a) VALUES (1), (2);
CREATE TABLE t (a INT, b STRING, c DOUBLE) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/t', 'format' = 'json');
INSERT INTO t (a, c) VALUES (1, 1.5);
INSERT INTO t (b) SELECT 'only b';
SELECT * FROM t;
SELECT COUNT(*) AS n, COUNT(a) AS a_set, COUNT(b) AS b_set, COUNT(c) AS c_set FROM t;
