-- INT query columns into BIGINT, DOUBLE and DECIMAL sink columns work without CAST
-- Implicit widening on INSERT: INT -> BIGINT, INT -> DOUBLE (printed as 7.0), INT -> DECIMAL(10, 2)
-- (printed with two decimals), and SMALLINT -> INT. Written to print and read back from json.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (i INT, s SMALLINT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/src', 'format' = 'csv');
INSERT INTO src VALUES (7, CAST(3 AS SMALLINT)), (-2, CAST(-1 AS SMALLINT));
CREATE TABLE wide (b BIGINT, d DOUBLE, m DECIMAL(10, 2), i INT) WITH ('connector' = 'print', 'print-identifier' = 'wide');
INSERT INTO wide SELECT i, i, i, s FROM src;
CREATE TABLE wide_fs (b BIGINT, d DOUBLE, m DECIMAL(10, 2), i INT) WITH ('connector' = 'filesystem', 'path' = '${WORKDIR}/wide', 'format' = 'json');
INSERT INTO wide_fs SELECT i, i, i, s FROM src;
SELECT * FROM wide_fs;
