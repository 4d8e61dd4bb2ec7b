-- DESCRIBE and SHOW CREATE TABLE of every kind of column, and the DDL type defaults
-- In DDL, VARCHAR without a length is STRING and VARBINARY is BYTES, while CHAR is CHAR(1), DECIMAL is
-- DECIMAL(10, 0), TIMESTAMP is TIMESTAMP(6) and TIME is TIME(0). DESCRIBE shows computed and metadata
-- columns in "extras", the primary key as PRI(col) and the watermark expression quoted.
-- A watermark on a TIMESTAMP(6) column fails: a time attribute has a precision of 0 to 3.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE t (a VARCHAR, b CHAR, c DECIMAL, d TIMESTAMP, e TIME, f BINARY, g VARBINARY, h TIMESTAMP_LTZ(3), i INT NOT NULL, j AS a || 'x', k BIGINT METADATA FROM 'offset' VIRTUAL, PRIMARY KEY (i) NOT ENFORCED, WATERMARK FOR h AS h - INTERVAL '5' SECOND) COMMENT 'hi' WITH ('connector' = 'blackhole');
DESCRIBE t;
SHOW CREATE TABLE t;
CREATE TABLE w (ts TIMESTAMP(6), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND) WITH ('connector' = 'blackhole');
