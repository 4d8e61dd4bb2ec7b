-- CREATE TABLE ... AS SELECT in batch mode
-- Pins down: the new table takes the query's column names and types, NOT NULL included (a
-- literal is CHAR(n) NOT NULL), runs the query into the table, and SHOW CREATE TABLE shows it;
-- a print table created from an aggregate prints its rows; declared columns the query lacks
-- come first and are NULL, a declared column the query has keeps the query's place with the
-- declared type; PARTITIONED BY works; IF NOT EXISTS over an existing table.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (id INT NOT NULL, name STRING, amount DECIMAL(10, 2)) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/src', 'format' = 'json');
INSERT INTO src VALUES (1, 'ann', 10.50), (2, 'bob', 20.00), (3, CAST(NULL AS STRING), 5.25);
CREATE TABLE c1 WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/c1', 'format' = 'json') AS SELECT id, UPPER(name) AS uname, amount * 2 AS dbl, 'x' AS lit FROM src WHERE id > 1;
SELECT * FROM c1;
DESCRIBE c1;
SHOW CREATE TABLE c1;
CREATE TABLE c2 WITH ('connector' = 'print', 'print-identifier' = 'c2') AS SELECT id, COUNT(*) AS n FROM src GROUP BY id;
SHOW CREATE TABLE c2;
CREATE TABLE c3 (z STRING, amount DECIMAL(12, 2)) COMMENT 'three' WITH ('connector' = 'print', 'print-identifier' = 'c3') AS SELECT id, amount FROM src;
SHOW CREATE TABLE c3;
CREATE TABLE c4 PARTITIONED BY (b) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/c4', 'format' = 'csv') AS SELECT * FROM (VALUES (1, 'x'), (2, 'y')) AS t(a, b);
SHOW CREATE TABLE c4;
SELECT * FROM c4;
CREATE TABLE c5 (id INT, PRIMARY KEY (id) NOT ENFORCED) WITH ('connector' = 'print', 'print-identifier' = 'c5') AS SELECT id, name FROM src;
SHOW CREATE TABLE c5;
CREATE TABLE IF NOT EXISTS c2 WITH ('connector' = 'print', 'print-identifier' = 'c2new') AS SELECT 7 AS id, CAST(9 AS BIGINT) AS n;
SHOW CREATE TABLE c2;
